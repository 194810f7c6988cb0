"""Notifications by webhook: Discord, Matrix or plain JSON, per game, for chosen events.

``hooks`` checks what the game master sets (``pbem notify add``); ``events`` works out which
notifications a game calls for now and words them from the public status only (whose move it
is, who won; a deadline near and a missed turn for ``pbem tick``), mentioning only the players
whose move it is; ``journal`` queues each notification once, under a name made from the game,
the history entry, the event and the hook, and sends it with retries; ``post`` is the HTTP.
"""
