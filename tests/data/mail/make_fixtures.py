"""Write the .eml fixtures of the mail tests.

Run by hand (``python tests/data/mail/make_fixtures.py``); the output is kept in the
repository, next to ``expected.yaml``, which is written by hand.

Every message is for the game ``harbour`` made by ``tests/test_mail_fixtures.py``: players red
(Anna), blue (Bruno), green (Chiara); blue plays turn 1, in its build phase; the secrets are
those of ``tests/support/cli.SECRETS``. The messages are written byte by byte here (not through
the email package), so that each encoding is exactly the one a test is about.
"""

from __future__ import annotations

import base64
import quopri
from pathlib import Path

HERE = Path(__file__).resolve().parent
BLUE = "cedar-chart-cliff-2222"
RED = "amber-anchor-barrel-1111"
BRUNO = "Bruno <bruno@example.org>"


def order(actions: list[str], *, player: str = "blue", turn: int = 1, secret: str = BLUE,
          game: str = "harbour", comment: str = "") -> str:
    """An order's YAML lines (without the --- and ... around it)."""
    lines = [f"game: {game}", f"player: {player}", f"turn: {turn}", f"secret: {secret}"]
    if comment:
        lines.insert(0, f"# {comment}")
    lines += ["actions:", *[f"  - {action}" for action in actions]]
    return "\n".join(lines) + "\n"


def headers(name: str, *, sender: str = BRUNO, subject: str = "my order", extra: str = "",
            content: str = 'text/plain; charset="us-ascii"', cte: str = "7bit") -> str:
    head = (f"Return-Path: <{sender.split('<')[-1].rstrip('>')}>\n"
            "Received: from mx.example.org by mail.example.org; Wed, 2 Dec 2026 14:58:00 +0000\n"
            f"From: {sender}\nTo: Elasund GM <gm@example.org>\nSubject: {subject}\n"
            "Date: Wed, 2 Dec 2026 14:58:00 +0000\n"
            f"Message-ID: <{name}@mail.example.org>\nMIME-Version: 1.0\n{extra}")
    if content:
        head += f"Content-Type: {content}\nContent-Transfer-Encoding: {cte}\n"
    return head


def body_block(text: str) -> str:
    return f"Hello,\n\nhere is my move:\n\n---\n{text}...\n\nBruno\n"


GOLD = ["gold"]
PERMIT = ["permit: {value: 1, at: E4}"]


def simple() -> dict[str, str]:
    """Orders in the text of the message, in its plain forms."""
    alternative = (
        headers("alternative", content='multipart/alternative; boundary="ALT"', cte="7bit")
        + "\n--ALT\nContent-Type: text/plain; charset=utf-8\n\n" + body_block(order(PERMIT))
        + "\n--ALT\nContent-Type: text/html; charset=utf-8\n\n<p>here is my move:</p><pre>---\n"
        + order(["wall: {at: north-F}"]) + "...</pre>\n--ALT--\n")
    scissors = ("Hi,\n\n----8<-----------------------------------------------------------\n"
                "# Your order for turn 1: remove the '#' before each action you want\n"
                + order(GOLD).replace("actions:\n", "actions:\n# Phase 2, build\n#  - wall: "
                                      "{at: north-F}\n")
                + "---->8-----------------------------------------------------------\n")
    quoted = (body_block(order(GOLD)) + "\nOn Wed, 2 Dec 2026, Elasund GM wrote:\n"
              "> Elasund, game harbour: report for Bruno (blue)\n> YOUR ORDER\n"
              "> ----8<-----------------------------------------------------------\n"
              + "".join(f"> {line}\n" for line in order(["wall: {at: south-F}"]).splitlines())
              + "> ---->8-----------------------------------------------------------\n"
              "> ---\n> game: harbour\n> player: blue\n> ...\n")
    quoted_only = ("Thanks!\n\nOn Wed, 2 Dec 2026, Elasund GM wrote:\n> ---\n"
                   + "".join(f"> {line}\n" for line in order(GOLD).splitlines()) + "> ...\n")
    signature = (body_block(order(["wall: {at: south-F}"])).replace("\nBruno\n", "")
                 + "-- \nBruno, harbour master\n---\n" + order(GOLD) + "...\n")
    return {
        "plain": headers("plain") + "\n" + body_block(order(GOLD)),
        "alternative": alternative,
        "scissors": headers("scissors") + "\n" + scissors,
        "quoted-report": headers("quoted-report", subject="Re: Game harbour, turn 1: your move",
                                 extra="In-Reply-To: <report-1@example.org>\n"
                                       "References: <report-1@example.org>\n") + "\n" + quoted,
        "quoted-only": headers("quoted-only", subject="Re: your move") + "\n" + quoted_only,
        "signature": headers("signature") + "\n" + signature,
        "crlf": (headers("crlf") + "\n" + body_block(order(GOLD))).replace("\n", "\r\n"),
        "no-order": headers("no-order", subject="question") + "\nWhen is my turn?\n\nBruno\n",
        "unterminated": headers("unterminated") + "\nhere:\n---\n" + order(GOLD) + "\nBruno\n",
        "two-blocks": headers("two-blocks") + "\n" + body_block(order(GOLD))
                      + "\nor rather:\n---\n" + order(PERMIT) + "...\n",
    }


def encoded() -> dict[str, str]:
    """Charsets and transfer encodings."""
    latin = body_block(order(GOLD, comment="Grüße aus Köln, Bruno Müller")).encode("latin-1")
    bom = "\ufeff" + body_block(order(PERMIT, comment="Grüße — Bruno"))
    b64 = base64.encodebytes(body_block(order(GOLD, comment="ça va")).encode("utf-8"))
    # format=flowed: a soft-broken comment line, and space-stuffed action lines (RFC 3676)
    flowed = ("Hello, here is my move, written in a mail program that wraps long lines \n"
              "for me.\n\n---\n# blue's order for turn 1, sent from the harbour office by \n"
              "Bruno\ngame: harbour\nplayer: blue\nturn: 1\nsecret: " + BLUE + "\nactions:\n"
              "   - gold\n...\n\n-- \nBruno\n")
    delsp = ("---\ngame: harbour\nplayer: blue\nturn: 1\nsecret: " + BLUE + "\nactions:\n"
             "   - permit: {val \nue: 1, at: E4}\n...\n")
    return {
        "latin1": headers("latin1", content='text/plain; charset="iso-8859-1"',
                          cte="quoted-printable") + "\n"
                  + quopri.encodestring(latin).decode("ascii"),
        "utf8-bom": headers("utf8-bom", content="text/plain; charset=utf-8", cte="8bit") + "\n"
                    + bom,
        "base64": headers("base64", content="text/plain; charset=utf-8", cte="base64") + "\n"
                  + b64.decode("ascii"),
        "flowed": headers("flowed", content="text/plain; charset=utf-8; format=flowed") + "\n"
                  + flowed,
        "flowed-delsp": headers("flowed-delsp",
                                content="text/plain; charset=utf-8; format=flowed; delsp=yes")
                        + "\n" + delsp,
        "html-only": headers("html-only", content="text/html; charset=utf-8") + "\n"
                     "<html><body><p>---<br>game: harbour<br>player: blue<br>...</p>"
                     "</body></html>\n",
    }


def attached(name: str, files: list[tuple[str, str, str]], text: str = "My order is attached.\n",
             **kw: str) -> str:
    """A multipart/mixed message with a text part and the given (filename, type, data) files,
    each base64 encoded."""
    out = headers(name, content='multipart/mixed; boundary="MIX"', **kw)
    out += f"\n--MIX\nContent-Type: text/plain; charset=utf-8\n\n{text}"
    for filename, kind, data in files:
        encoded_data = base64.encodebytes(data.encode("utf-8")).decode("ascii")
        out += (f"\n--MIX\nContent-Type: {kind}; name=\"{filename}\"\n"
                f"Content-Disposition: attachment; filename=\"{filename}\"\n"
                f"Content-Transfer-Encoding: base64\n\n{encoded_data}")
    return out + "\n--MIX--\n"


def attachments() -> dict[str, str]:
    """Orders as attached files."""
    big = "x" * (200 * 1024)  # some 277 KB once base64 encoded: over the 256 KiB
    return {
        "attachment": attached("attachment", [("blue-turn1.yaml", "application/x-yaml",
                                              order(PERMIT))]),
        "attachment-octet": attached("attachment-octet", [("ORDER.YML",
                                                          "application/octet-stream",
                                                          order(GOLD))]),
        "two-orders": attached("two-orders", [("first.yaml", "text/yaml", order(GOLD)),
                                              ("second.yaml", "text/yaml", order(PERMIT))]),
        "attachment-and-body": attached("attachment-and-body",
                                        [("blue.yaml", "text/yaml", order(GOLD))],
                                        text=body_block(order(PERMIT))),
        "unreadable": attached("unreadable", [("blue.yaml", "text/yaml",
                                               order(GOLD).replace("turn: 1", "turn: [1"))]),
        "oversized": attached("oversized", [("blue.yaml", "text/yaml", order(GOLD)),
                                            ("photo.txt", "text/plain", big)]),
    }


def verdicts() -> dict[str, str]:
    """Orders that reach the rules and the envelope checks."""
    body = headers
    return {
        "wrong-secret": body("wrong-secret") + "\n"
                        + body_block(order(GOLD, secret="cedar-chart-cliff-2223")),
        "forged-from": body("forged-from", sender="Bruno <bruno@example.org>",
                            extra="Reply-To: Bruno <bruno@example.org>\n") + "\n"
                       + body_block(order(GOLD, secret=RED)),
        "wrong-player": body("wrong-player", sender="Anna <anna@example.org>") + "\n"
                        + body_block(order(GOLD, player="red", secret=RED)),
        "wrong-game": body("wrong-game") + "\n" + body_block(order(GOLD, game="lagoon")),
        "stale-turn": body("stale-turn") + "\n" + body_block(order(GOLD, turn=2)),
        "refused-action": body("refused-action") + "\n"
                          + body_block(order(["permit: {value: 0, at: A2}"])),
        "duplicate": body("duplicate", subject="my order again") + "\n"
                     + body_block(order(GOLD)).replace("here is my move", "in case it got lost"),
    }


def loops() -> dict[str, str]:
    """Messages that must get no reply: loops and floods."""
    report = ('multipart/report; report-type=delivery-status; boundary="REP"')
    bounce = (headers("bounce", sender="Mail Delivery System <MAILER-DAEMON@example.org>",
                      subject="Undelivered Mail Returned to Sender", content=report)
              .replace("Return-Path: <MAILER-DAEMON@example.org>", "Return-Path: <>")
              + "\n--REP\nContent-Type: text/plain\n\nThis is the mail system: your message "
              "could not be delivered.\n---\n" + order(GOLD) + "...\n--REP\n"
              "Content-Type: message/delivery-status\n\nReporting-MTA: dns; example.org\n\n"
              "Final-Recipient: rfc822; nobody@example.org\nAction: failed\nStatus: 5.1.1\n"
              "\n--REP--\n")
    return {
        "auto-reply": headers("auto-reply", subject="Out of office: my order",
                              extra="Auto-Submitted: auto-replied\n") + "\n"
                      + "I am away until Monday.\n---\n" + order(GOLD) + "...\n",
        "vacation": headers("vacation", subject="Away", extra="X-Autoreply: yes\n") + "\n"
                    + "I am on holiday.\n",
        "bounce": bounce,
        "bulk": headers("bulk", subject="Newsletter", extra="Precedence: bulk\n") + "\n"
                + body_block(order(GOLD)),
        "list": headers("list", subject="[elasund] my order", extra="Precedence: list\n"
                        "List-Id: Elasund players <elasund.lists.example.org>\n") + "\n"
                + body_block(order(GOLD)),
        "our-own-reply": headers("our-own-reply", sender="Elasund GM <gm@example.org>",
                                 subject="Re: my order",
                                 extra="Auto-Submitted: auto-replied\n") + "\nAccepted.\n",
    }


SCISSORS = "-" * 4 + "8<" + "-" * 87
FORM = [  # blue's order form in his report of turn 1, as pbem writes it
    "# Your order for turn 1: remove the '#' before each action you want (keep",
    "# the two spaces before the '-'); the actions are applied in the order written.",
    "# Your turn ends after the last one unless it is 'wait' or you only answer a decision.",
    "game: harbour", "player: blue", "turn: 1",
    "secret: YOUR-SECRET   # your secret from your first report; keep it private",
    "actions:", "# Phase 2, build (0 of 2 build projects done)",
    "#  - wall: {at: north-F}", "#  - wall: {at: south-F}",
    "# Phase 3, place a permit or take 2 gold",
    *[f"#  - permit: {{value: {v}, at: A4}}" for v in range(4)], "#  - gold",
    *[f"#  - permit: {{value: {v}, at: {sq}}}" for sq, vs in (("B4", 4), ("E4", 3))
      for v in range(vs)],
    "#  (9 more here: see the list of your choices above)",
    "# End the turn, or wait", "#  - end-turn", "#  - wait", "#",
    "#standing:   # answers used later, when a decision is yours on another turn",
    "#  discard: [gold, red, blue, green]   # pirate payments: these kinds first",
    "#  hut: [G12, G11]   # where a removed hut of yours goes"]


def report(chosen: tuple[str, ...] = (), secret: str = "YOUR-SECRET") -> list[str]:
    """Blue's report of turn 1 as a mail program quotes it, with the actions ``chosen`` (their
    '#' removed, in place) and the secret written in."""
    form = [line.replace("YOUR-SECRET", secret) for line in FORM]
    form = [line.replace("#", "", 1) if line.lstrip("# ") in chosen else line for line in form]
    return ["Elasund, game harbour: report for Bruno (blue)", "=" * 78,
            "Turn 1: Bruno (blue) is the active player.",
            "It is your move: phase 2, build (0 of 2 builds done).", "", "YOUR ORDER",
            "Copy the lines between the scissors into a file (or a mail), remove the '#' before "
            "the actions", "you choose and send it back. 16 of your 25 possible actions are "
            "written out.", SCISSORS, *form, "---->8" + "-" * 87, "",
            "THE CUBE RACE (victory cubes on the board; 10 win the game)"]


def quote(lines: list[str], mark: str = "> ") -> str:
    return "".join(f"{mark}{line}".rstrip() + "\n" for line in lines)


def clients() -> dict[str, str]:
    """Replies to a report as mail programs write them: the form edited inside the quote, or
    the order above (top posting) or below (bottom posting) the quoted report."""
    gold, permit, wall = ("- gold",), ("- permit: {value: 1, at: E4}",), ("- wall: {at: south-F}",)
    reply = {"subject": "Re: Game harbour, turn 1: your move",
             "extra": "In-Reply-To: <report-1@example.org>\nReferences: <report-1@example.org>\n"}
    flowed = {"content": "text/plain; charset=UTF-8; format=flowed", "cte": "7bit", **reply}
    tb_on = "On 02/12/2026 14:00, Elasund GM wrote:\n"
    gmail_on = "On Wed, Dec 2, 2026 at 2:00\u202fPM Elasund GM <gm@example.org> wrote:\n\n"
    mutt_on = "* Elasund GM <gm@example.org> [2026-12-02 14:00 +0000]:\n"
    outlook = ("________________________________\nFrom: Elasund GM <gm@example.org>\n"
               "Sent: Wednesday, December 2, 2026 2:00 PM\nTo: Bruno <bruno@example.org>\n"
               "Subject: Game harbour, turn 1: your move\n\n")
    # Gmail's player typed an unquoted line inside the quoted form: his own line counts too
    mixed = quote(report(secret=BLUE)).replace("> actions:\n", "> actions:\n  - gold\n")
    messages = {
        "thunderbird-edit-in-quote": (flowed, "Here is my move.\n\n" + tb_on
                                      + quote(report(gold, BLUE))),
        "thunderbird-top-post": (flowed, "Hello,\n\n---\n" + order(PERMIT) + "...\n\n-- \n"
                                 "Bruno\n\n" + tb_on + quote(report())),
        "thunderbird-signature-above-quote": (flowed, "My move is below.\n\n-- \nBruno, "
                                              "harbour master\n\n" + tb_on
                                              + quote(report(gold, BLUE))),
        "apple-mail-edit-in-quote": (reply, "Done.\n\nBruno\n\n> On 2 Dec 2026, at 14:00, "
                                     "Elasund GM <gm@example.org> wrote:\n>\n"
                                     + quote(report(permit, BLUE))),
        "apple-mail-top-post": (reply, "Here you go:\n\n---\n" + order(GOLD) + "...\n\nSent "
                                "from my iPhone\n\n> On 2 Dec 2026, at 14:00, Elasund GM "
                                "<gm@example.org> wrote:\n>\n" + quote(report())),
        "outlook-top-post": (reply, SCISSORS + "\n" + order(GOLD) + "---->8----\n\n" + outlook
                             + "\n".join(report()) + "\n"),
        "outlook-edit-in-original": (reply, "See my order below.\n\n-----Original Message-----"
                                     "\n" + outlook.split("\n", 1)[1]
                                     + "\n".join(report(permit, BLUE)) + "\n"),
        "gmail-edit-in-quote": (reply, "Here it is\n\n" + gmail_on + mixed),
        "gmail-top-post": (reply, "---\n" + order(PERMIT) + "...\n\n" + gmail_on
                           + quote(report())),
        "mutt-edit-in-quote": (reply, mutt_on + quote(report(wall, BLUE)) + "\n-- \nBruno\n"),
        "mutt-bottom-post": (reply, mutt_on + quote(report()) + "\nMy move:\n\n---\n"
                             + order(GOLD) + "...\n\n-- \nBruno\n"),
        "quoted-form-unchanged": (flowed, "What should I do now?\n\n" + tb_on
                                  + quote(report(secret=BLUE))),
        "quoted-form-nested": (reply, "Chiara chose this, see below.\n\n" + gmail_on
                               + "> Forwarded from Chiara:\n" + quote(report(gold, BLUE), ">> ")),
    }
    out = {}
    for name, (options, text) in messages.items():
        if name.startswith(("apple", "gmail")):  # HTML and plain text, the text as QP UTF-8
            out[name] = alternative(name, text, options)
        elif name.startswith("outlook"):  # Windows-1252, quoted-printable, CRLF
            plain = quopri.encodestring(text.encode("cp1252")).decode("ascii")
            out[name] = (headers(name, content='text/plain; charset="windows-1252"',
                                 cte="quoted-printable", **options) + "\n" + plain
                         ).replace("\n", "\r\n")
        else:  # format=flowed: a line that begins with a space is space-stuffed (RFC 3676)
            stuffed = "".join(f" {line}" if line.startswith(" ") else line
                              for line in text.splitlines(keepends=True))
            out[name] = headers(name, **options) + "\n" + stuffed
    return out


def alternative(name: str, text: str, options: dict[str, str]) -> str:
    """A multipart/alternative reply: the text quoted-printable in UTF-8, and an HTML copy."""
    plain = quopri.encodestring(text.encode("utf-8")).decode("ascii")
    html = "<div>" + text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>\n")
    return (headers(name, content='multipart/alternative; boundary="ALT"', **options)
            + "\n--ALT\nContent-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: quoted-printable\n\n" + plain
            + "\n--ALT\nContent-Type: text/html; charset=UTF-8\n\n" + html + "</div>\n"
            "--ALT--\n")


def main() -> None:
    messages = {**simple(), **encoded(), **attachments(), **verdicts(), **loops(), **clients()}
    for name, text in messages.items():
        raw = text.encode("latin-1") if name == "latin1" else text.encode("utf-8")
        (HERE / f"{name}.eml").write_bytes(raw)
    print(f"wrote {len(messages)} messages into {HERE}")


if __name__ == "__main__":
    main()
