"""Running a game by email: reading incoming mail (``inbound``, ``mailboxes``, ``ingest``,
``journal``) and composing and sending the game's mail (``outbound``, ``replies``,
``transport``, ``settings``)."""
