"""Who may act: a new secret (``pbem secret reset``), signed orders (``pbem sign``), refusals
that tell nothing, and the audit log of refused authentications (``game.yaml.log``)."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import stat
from dataclasses import replace
from pathlib import Path

import pytest

from pbem.files import keys, signature
from pbem.files.audit_log import audit_path
from pbem.files.game_file import load_game
from pbem.files.order import Order, Standing, read_order, read_order_text
from pbem.files.signature import (
    check_signature,
    credential_problem,
    sign,
    signed_text,
    signing_key,
)
from pbem.messages import Message, render
from pbem.process import apply_order
from tests.support.cli import (
    BASE,
    CHEAP_SCRYPT_N,
    GAME_ID,
    NOW,
    SECRETS,
    base_game,
    new_game,
    one_line,
    order_text,
    run,
    write_order,
)
from tests.support.forge import as_older_pbem

WRONG_CREDENTIALS = render(Message("envelope.credentials"))
SIGNING_UNAVAILABLE = render(Message("envelope.signing-unavailable"))
NEW_SECRET = re.compile(r"new secret for .*: ([a-z]+-[a-z]+-[a-z]+-[0-9]{4})$", re.M)
SHOP = "build: {building: shop, at: B2}"  # legal for red at turn 5 of BASE (tests/data/bad)


@pytest.fixture(autouse=True)
def cheap_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    """Signing keys and hashes at the cheap cost the cached games of cli_helpers were made with
    (the cost is part of the key, so signer and game must agree)."""
    monkeypatch.setattr(signature, "KDF_N", CHEAP_SCRYPT_N)
    monkeypatch.setattr(keys, "SCRYPT_N", CHEAP_SCRYPT_N)


def signed_order(path: Path, player: str, actions: list[str], *, turn: int = 5,
                 secret: str | None = None) -> Path:
    """An order signed with ``pbem sign`` (by default with the player's own secret)."""
    write_order(path, player, turn, actions, secret=None)
    result = run("sign", path, "--secret", secret or SECRETS[player])
    assert result.exit_code == 0, result.output
    return path


def audit_lines(game: Path) -> list[dict[str, str]]:
    """The audit log beside a game, one parsed JSON object a line (none when there is none)."""
    log = audit_path(game)
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text("utf-8").splitlines()]


# Signing, by hand --------------------------------------------------------------------------------

def test_a_signature_is_the_documented_hmac_of_the_canonical_order() -> None:
    """HMAC-SHA256, keyed by scrypt(secret, "pbem-sign-v1" NUL game NUL colour), over
    "pbem-order-v1" LF and the canonical JSON of what the order says, computed here by hand."""
    order = read_order_text(order_text("red", 5, ["gold"], secret=None), "o.yaml")
    key = hashlib.scrypt(SECRETS["red"].encode(), salt=b"pbem-sign-v1\0corpus\0red",
                         n=CHEAP_SCRYPT_N, r=8, p=1, dklen=32)
    message = b'pbem-order-v1\n{"actions":["gold"],"game":"corpus","player":"red","turn":5}'
    expected = "hmac-sha256:" + hmac.new(key, message, hashlib.sha256).hexdigest()
    assert sign(order, SECRETS["red"]) == expected
    assert signing_key(SECRETS["red"], "corpus", "red") == "pbem-sign-v1$" + key.hex()


def test_the_key_belongs_to_one_secret_game_and_seat() -> None:
    keys_made = {signing_key(s, g, c) for s, g, c in [
        (SECRETS["red"], "corpus", "red"), (SECRETS["blue"], "corpus", "red"),
        (SECRETS["red"], "other", "red"), (SECRETS["red"], "corpus", "blue")]}
    assert len(keys_made) == 4


def test_any_change_to_what_a_signed_order_says_breaks_its_signature() -> None:
    """Every field of the canonical content is covered: game, player, turn, actions, standing."""
    order = read_order_text(order_text("red", 5, ["gold"], secret=None), "o.yaml")
    stored = signing_key(SECRETS["red"], GAME_ID, "red")
    signed = replace(order, signature=sign(order, SECRETS["red"]))
    assert check_signature(signed, stored)
    changed = [replace(signed, game="other"), replace(signed, player="blue"),
               replace(signed, turn=6), replace(signed, steps=signed.steps * 2),
               replace(signed, steps=()), replace(signed, standing=Standing(discard=("gold",)))]
    assert not any(check_signature(o, stored) for o in changed)


def test_spelling_and_comments_do_not_change_the_signature() -> None:
    plain = read_order_text(order_text("red", 5, [SHOP], secret=None), "a.yaml")
    spelled = read_order_text("# red's order\ngame: corpus\nplayer: red   # me\nturn: 5\n"
                              "actions:\n  - build:\n      building: shop\n      at: B2\n",
                              "b.yaml")
    assert sign(plain, SECRETS["red"]) == sign(spelled, SECRETS["red"])


def test_credentials_given_must_all_be_right(tmp_path: Path) -> None:
    """Secret, signature or both; each one given is checked; a seat without a key (a game made
    before signing) cannot take a signature."""
    order = read_order_text(order_text("red", 5, ["gold"], secret=None), "o.yaml")
    seat = load_game(base_game(tmp_path)).player("red")
    assert seat is not None
    good_sig = sign(order, SECRETS["red"])
    bad_sig = sign(order, SECRETS["blue"])
    cases: list[tuple[str | None, str | None, str | None]] = [
        (None, None, "no secret or signature"),
        (SECRETS["red"], None, None),
        (SECRETS["blue"], None, "wrong secret"),
        (None, good_sig, None),
        (None, bad_sig, "wrong signature"),
        (SECRETS["red"], good_sig, None),
        (SECRETS["red"], bad_sig, "wrong signature"),
        (SECRETS["blue"], good_sig, "wrong secret"),
    ]
    for secret, sig, problem in cases:
        assert credential_problem(seat, replace(order, secret=secret, signature=sig)) == problem
    keyless = replace(seat, signing_key=None)
    assert credential_problem(keyless, replace(order, signature=good_sig)) == (
        "signing unavailable")
    assert credential_problem(keyless, replace(order, secret=SECRETS["red"])) is None


def test_an_open_game_takes_a_signed_or_unsigned_order_alike(tmp_path: Path) -> None:
    game = new_game(tmp_path / "game.yaml", "--position", BASE, "--id", GAME_ID, "--open")
    loaded = load_game(game)
    order = read_order_text(order_text("red", 5, ["gold"], secret=None), "o.yaml")
    forged = replace(order, signature="hmac-sha256:" + "0" * 64)
    assert apply_order(loaded, forged, NOW)[1].status == "applied"


# pbem sign --------------------------------------------------------------------------------------

def test_sign_replaces_the_secret_line_and_keeps_the_rest(tmp_path: Path) -> None:
    text = ("# my order for turn 5\r\ngame: corpus   # the game\r\nplayer: red\r\nturn: 5\r\n"
            f"secret: {SECRETS['red']}   # private\r\nactions:\r\n  - gold   # two gold\r\n")
    order = tmp_path / "o.yaml"
    order.write_bytes(text.encode())
    result = run("sign", order)  # the secret comes from the file itself
    assert result.exit_code == 0, result.output
    assert "secret line was taken out" in result.stdout and SECRETS["red"] not in result.stdout
    signed = order.read_bytes().decode()
    expected_sig = sign(read_order_text(text, "o.yaml"), SECRETS["red"])
    assert signed == text.replace(f"secret: {SECRETS['red']}   # private",
                                  f"signature: {expected_sig}")
    assert read_order(order).secret is None


def test_sign_again_after_an_edit_replaces_the_old_signature(tmp_path: Path) -> None:
    order = signed_order(tmp_path / "o.yaml", "red", ["gold"])
    order.write_text(order.read_text().replace("- gold", f"- {SHOP}"))
    assert run("sign", order, "--secret", SECRETS["red"]).exit_code == 0
    assert order.read_text().count("signature:") == 1
    read = read_order(order)
    assert read.signature == sign(read, SECRETS["red"])


def test_sign_output_leaves_the_order_as_it_was(tmp_path: Path) -> None:
    order = write_order(tmp_path / "o.yaml", "red", 5, ["gold"], secret=None)
    before = order.read_bytes()
    result = run("sign", order, "--secret", SECRETS["red"], "--output", tmp_path / "s.yaml")
    assert result.exit_code == 0, result.output
    assert order.read_bytes() == before
    assert read_order(tmp_path / "s.yaml").signature == sign(read_order(order), SECRETS["red"])


def test_sign_without_a_secret_says_how_to_give_one(tmp_path: Path) -> None:
    order = write_order(tmp_path / "o.yaml", "red", 5, ["gold"], secret=None)
    result = run("sign", order)
    assert result.exit_code == 2
    assert "--secret" in one_line(result) and "PBEM_SECRET" in one_line(result)


def test_an_order_in_flow_style_is_signed_afresh_and_applies(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    order = tmp_path / "o.yaml"
    order.write_text(f"{{game: corpus, player: red, turn: 5, secret: {SECRETS['red']}, "
                     "actions: [gold]}\n")
    result = run("sign", order)
    assert result.exit_code == 0 and "written afresh" in result.stdout, result.output
    assert SECRETS["red"] not in order.read_text()
    assert run("apply", game, order).exit_code == 0


def test_signed_text_adds_the_line_after_the_turn_when_there_is_no_secret() -> None:
    text = "game: corpus\nplayer: red\nturn: 5\nactions: [gold]"
    assert signed_text(text, "hmac-sha256:ab") == (
        "game: corpus\nplayer: red\nturn: 5\nsignature: hmac-sha256:ab\nactions: [gold]")


# pbem validate and apply with signatures -------------------------------------------------------

def test_a_signed_order_validates_and_applies(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    order = signed_order(tmp_path / "o.yaml", "red", [SHOP, "gold"])
    assert "secret" not in order.read_text()
    checked = run("validate", order, "--game", game)
    assert checked.exit_code == 0 and ": valid: " in checked.stdout, checked.output
    applied = run("apply", game, order)
    assert applied.exit_code == 0 and ": applied: " in applied.stdout, applied.output
    assert load_game(game).history[-1].to_data()["order"]["actions"] == [
        "build: {building: shop, at: B2}", "gold"]
    assert audit_lines(game) == []  # nothing refused, nothing logged


@pytest.mark.parametrize("change", [
    ("- gold", f"- {SHOP}"),          # another action
    ("turn: 5", "turn: 6"),          # another turn
    ("player: red", "player: blue"),  # another player
    ("actions:\n", "standing: {discard: [gold]}\nactions:\n"),  # standing answers added
])
def test_a_signed_order_changed_after_signing_is_refused(tmp_path: Path,
                                                         change: tuple[str, str]) -> None:
    game = base_game(tmp_path)
    before = game.read_bytes()
    order = signed_order(tmp_path / "o.yaml", "red", ["gold"])
    order.write_text(order.read_text().replace(*change))
    for command in (("validate", order, "--game", game), ("apply", game, order)):
        result = run(*command)
        assert result.exit_code == 1, result.output
        assert WRONG_CREDENTIALS in result.stdout
    assert game.read_bytes() == before
    assert [line["reason"] for line in audit_lines(game)] == ["wrong signature"] * 2


def test_a_signed_order_for_another_game_is_refused(tmp_path: Path) -> None:
    """Changing the game line is refused too (by the game check, before any signature)."""
    game = base_game(tmp_path)
    order = signed_order(tmp_path / "o.yaml", "red", ["gold"])
    order.write_text(order.read_text().replace("game: corpus", "game: other"))
    result = run("apply", game, order)
    assert result.exit_code == 1 and "refused" in result.stdout


def test_a_game_made_before_signing_says_signatures_are_unavailable(tmp_path: Path) -> None:
    """A game file without signing keys still loads and replays and takes secrets; a signed
    order is refused with a clear reason until the game master gives a new secret."""
    game = base_game(tmp_path)
    as_older_pbem(game, signing_keys=False)  # no signing keys, seat digests or seat entries
    assert all(p.signing_key is None for p in load_game(game).players)
    assert run("replay", game).exit_code == 0
    order = signed_order(tmp_path / "o.yaml", "red", ["gold"])
    result = run("apply", game, order)
    assert result.exit_code == 1 and SIGNING_UNAVAILABLE in result.stdout
    assert audit_lines(game)[-1]["reason"] == "signing unavailable"
    reset = run("secret", "reset", game, "--player", "red")
    match = NEW_SECRET.search(reset.stdout)
    assert reset.exit_code == 0 and match is not None, reset.output
    assert run("apply", game, signed_order(order, "red", ["gold"], secret=match[1])
               ).exit_code == 0


# What a refusal tells ---------------------------------------------------------------------------

def test_a_refused_credential_tells_nothing_of_the_seat_or_the_game(tmp_path: Path) -> None:
    """Whatever is wrong, text or JSON: no name, no secret, no signature, nothing of the game
    (its id, players or turn), and not whose secret was used."""
    game = new_game(tmp_path / "game.yaml", "--position", BASE, "--id", "quayside-league",
                    "--names", "Annabel,Bartholomew")
    blue_signed = signed_order(tmp_path / "sig.yaml", "red", ["gold"], secret=SECRETS["blue"])
    blue_signed.write_text(blue_signed.read_text().replace("corpus", "quayside-league"))
    sig = read_order(blue_signed).signature
    assert sig is not None
    orders = [tmp_path / "secret.yaml", tmp_path / "none.yaml"]
    orders[0].write_text(order_text("red", 5, ["gold"], secret=SECRETS["blue"])
                         .replace("corpus", "quayside-league"))
    orders[1].write_text(order_text("red", 5, ["gold"], secret=None)
                         .replace("corpus", "quayside-league"))
    for order in [*orders, blue_signed]:
        for command in (("apply", game, order), ("apply", game, order, "--format", "json"),
                        ("validate", order, "--game", game)):
            result = run(*command)
            assert result.exit_code == 1, result.output
            said = result.output.replace(str(tmp_path), "")
            assert "missing or wrong" in said
            for told in ("Annabel", "Bartholomew", "quayside", "blue", "turn", *SECRETS.values(),
                         sig, sig.split(":")[1]):
                assert told not in said, (told, said)


def test_the_audit_log_records_each_refusal_without_the_credential(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    wrong = write_order(tmp_path / "wrong.yaml", "red", 5, ["gold"], secret=SECRETS["blue"])
    forged = signed_order(tmp_path / "forged.yaml", "blue", ["gold"], secret=SECRETS["red"])
    assert run("apply", game, wrong, forged).exit_code == 1
    assert run("validate", wrong, "--game", game).exit_code == 1
    text = audit_path(game).read_text("utf-8")
    assert stat.S_IMODE(audit_path(game).stat().st_mode) == 0o600
    for value in (*SECRETS.values(), read_order(forged).signature or "?"):
        assert value not in text
    assert audit_lines(game) == [
        {"at": NOW, "event": "authentication refused", "command": "apply",
         "order": str(wrong), "player": "red", "reason": "wrong secret"},
        {"at": NOW, "event": "authentication refused", "command": "apply",
         "order": str(forged), "player": "blue", "reason": "wrong signature"},
        {"at": NOW, "event": "authentication refused", "command": "validate",
         "order": str(wrong), "player": "red", "reason": "wrong secret"},
    ]


def test_refusals_that_are_not_about_credentials_are_not_logged(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    stale = write_order(tmp_path / "stale.yaml", "red", 4, ["gold"])
    assert run("apply", game, stale).exit_code == 1
    assert not audit_path(game).exists()


# pbem secret reset ------------------------------------------------------------------------------

def test_reset_gives_a_new_secret_and_the_old_one_stops_working(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    first = write_order(tmp_path / "first.yaml", "red", 5, [SHOP, "wait"])  # before the reset
    assert run("apply", game, first).exit_code == 0
    result = run("secret", "reset", game, "--player", "red")
    assert result.exit_code == 0, result.output
    match = NEW_SECRET.search(result.stdout)
    assert match is not None, result.stdout
    new = match[1]
    assert new != SECRETS["red"] and result.stdout.count(new) == 1
    assert "shown this once" in result.stdout
    assert new not in game.read_text("utf-8") and new not in audit_path(game).read_text("utf-8")
    assert audit_lines(game) == [{"at": NOW, "event": "secret reset", "player": "red"}]
    loaded = load_game(game)  # the chain still holds: credentials are outside the header
    red = loaded.player("red")
    assert red is not None and red.secret_hash and keys.check_secret(new, red.secret_hash)
    assert run("replay", game).exit_code == 0
    old = write_order(tmp_path / "old.yaml", "red", 5, ["gold"])
    refused = run("apply", game, old)
    assert refused.exit_code == 1 and WRONG_CREDENTIALS in refused.stdout
    assert run("apply", game, write_order(tmp_path / "new.yaml", "red", 5, ["gold"],
                                          secret=new)).exit_code == 0
    blue = write_order(tmp_path / "blue.yaml", "blue", 6, ["gold"])  # blue's secret is as it was
    assert run("validate", blue, "--game", game).exit_code == 0


def test_a_reset_secret_signs_and_the_old_one_no_longer_does(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    new = NEW_SECRET.search(run("secret", "reset", game, "--player", "red").stdout)
    assert new is not None
    old_signed = signed_order(tmp_path / "old.yaml", "red", ["gold"])
    assert run("apply", game, old_signed).exit_code == 1
    new_signed = signed_order(tmp_path / "new.yaml", "red", ["gold"], secret=new[1])
    assert run("apply", game, new_signed).exit_code == 0


@pytest.mark.parametrize(("args", "says"), [
    (("--player", "yellow"), "--player is one of red, blue, not 'yellow'"),
    ((), "--player"),
])
def test_reset_refuses_a_colour_not_playing(tmp_path: Path, args: tuple[str, ...],
                                            says: str) -> None:
    game = base_game(tmp_path)
    before = game.read_bytes()
    result = run("secret", "reset", game, *args)
    assert result.exit_code == 2 and says in result.output
    assert game.read_bytes() == before


def test_reset_refuses_an_open_game(tmp_path: Path) -> None:
    game = new_game(tmp_path / "game.yaml", "--position", BASE, "--open")
    result = run("secret", "reset", game, "--player", "red")
    assert result.exit_code == 2 and "open" in one_line(result)


def test_order_digest_ignores_the_credential() -> None:
    """A signed order sent again is the same order (idempotent processing)."""
    order = read_order_text(order_text("red", 5, ["gold"]), "o.yaml")
    assert isinstance(order, Order)
    assert replace(order, secret=None, signature="hmac-sha256:" + "1" * 64).digest == order.digest
