"""Sealed game files and sealed reports (issue 7), and the leak test over a whole repository.

docs/rules.md §15: a player sees his own hand by colour and others' only as counts; nobody sees
the deck or church stack order or the seed before the game ends; secrets are for their owners.
In git mode everyone reads the repository, so every blob of its history must keep that.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from pbem.files.game_file import game_to_data
from pbem.files.sealing import (
    PLACEHOLDER,
    SealError,
    hidden_paths,
    new_game_key,
    open_game_data,
    parse_game_key,
    seal_game_data,
)
from pbem.files.strict_yaml import load_yaml
from pbem.history import Seat, create_game
from tests.support.cli import SECRETS, one_line, run
from tests.support.git_repo import (
    GAME_KEY,
    GIT_TIMEOUT,
    SEED,
    commit_order,
    git,
    isolated_git,
    pbem,
    process,
    repo,
    waiting,
)

__all__ = ["isolated_git", "repo"]  # fixtures, used by name
KEY = parse_game_key(GAME_KEY, "test")
COLOURS = ("red", "blue", "green")


def _game_data() -> dict[str, object]:
    game, _ = create_game("harbour", [Seat(c, c.title()) for c in COLOURS], now="2026-01-01",
                          seed=SEED)
    return game_to_data(game)


def test_sealing_hides_every_hidden_value_and_opening_gives_the_file_back() -> None:
    data = _game_data()
    sealed = seal_game_data(data, KEY)
    paths = hidden_paths(data)
    assert ("state", "position", "deck") in paths and ("players", 0, "signing-key") in paths
    assert ("start", "generator", "seed") in paths and ("state", "position", "hands", "red",
                                                         "blue") in paths
    for path in paths:
        value: object = sealed
        for step in path:
            value = value[step]  # type: ignore[index]
        assert value == PLACEHOLDER
    assert SEED not in json.dumps(sealed)
    assert sealed["players"][0]["name"] == "Red"
    assert open_game_data(sealed, KEY, "game.yaml") == data


def test_a_sealed_part_opens_only_with_its_key_and_its_game() -> None:
    sealed = seal_game_data(_game_data(), KEY)
    with pytest.raises(SealError, match="does not open"):
        open_game_data(sealed, parse_game_key(new_game_key(), "k"), "game.yaml")
    renamed = {**sealed, "game": "another"}  # the token is bound to the game's id
    with pytest.raises(SealError, match="does not open"):
        open_game_data(renamed, KEY, "game.yaml")


def test_commands_open_a_sealed_game_with_the_key(repo: Path) -> None:
    game = repo / "game.yaml"
    result = pbem("replay", game)
    assert result.exit_code == 0, result.output
    before = game.read_bytes()
    for key, expected in ((None, "set PBEM_GAME_KEY"), (new_game_key(), "does not open"),
                          ("not-a-key", "not a game key")):
        refused = pbem("status", game, key=key)
        assert refused.exit_code == 2
        assert expected in one_line(refused)
    assert game.read_bytes() == before


def test_a_changed_sealed_part_is_refused(repo: Path) -> None:
    game = repo / "game.yaml"
    text = game.read_text(encoding="utf-8")
    token = re.search(r"^sealed: '(aes-256-gcm:[^']+)'", text, re.M)
    assert token is not None
    flipped = token.group(1)[:-6] + ("A" if token.group(1)[-6] != "A" else "B") + \
        token.group(1)[-5:]
    game.write_text(text.replace(token.group(1), flipped), encoding="utf-8")
    result = pbem("status", game)
    assert result.exit_code == 2
    assert "does not open" in one_line(result)


def test_a_name_edited_in_clear_in_a_sealed_game_is_refused(repo: Path) -> None:
    """F9: the seat's digest is sealed with the secrets, so it vouches for the name and email
    left in clear: an edited name is found although the sealed part opens."""
    game = repo / "game.yaml"
    sealed = load_yaml(game.read_bytes(), "game.yaml")
    assert isinstance(sealed, dict) and sealed["players"][1]["digest"] == PLACEHOLDER
    text = game.read_text(encoding="utf-8")
    name = sealed["players"][1]["name"]
    assert len(re.findall(f"name: {name}\\b", text)) == 1
    game.write_text(re.sub(f"name: {name}\\b", "name: Mallory", text), encoding="utf-8")
    result = pbem("status", game)
    assert result.exit_code == 2
    assert f"the seat of {sealed['players'][1]['colour']} does not match its digest" in \
        one_line(result)


def test_a_players_report_opens_with_his_secret_only(repo: Path) -> None:
    sealed = repo / "reports" / "step-0000-turn-01" / "red.txt.sealed"
    opened = pbem("open", sealed, "--secret", SECRETS["red"])
    assert opened.exit_code == 0, opened.output
    assert f"YOUR SECRET: {SECRETS['red']}" in opened.stdout  # his first report gives it
    from_variable = run("open", sealed, env={"PBEM_SECRET": SECRETS["red"]})
    assert from_variable.exit_code == 0 and from_variable.stdout == opened.stdout
    wrong = pbem("open", sealed, "--secret", SECRETS["blue"])
    assert wrong.exit_code == 2
    assert "sealed for red" in one_line(wrong)
    # relabelled as blue's, it opens with neither secret: the colour is bound into the seal
    relabelled = sealed.with_name("blue-copy.txt.sealed")
    relabelled.write_text(sealed.read_text(encoding="utf-8").replace("player: red",
                                                                     "player: blue"))
    for colour in ("red", "blue"):
        assert pbem("open", relabelled, "--secret", SECRETS[colour]).exit_code == 2
    as_json = pbem("open", sealed.with_name("red.json.sealed"), "--secret", SECRETS["red"])
    report = json.loads(as_json.stdout)
    assert report["viewer"]["colour"] == "red" and set(report["position"]["hands"]["red"]) == {
        "gold", "red", "blue", "green"}


def test_reports_in_a_repository_tell_players_to_sign_never_to_write_the_secret(
        repo: Path) -> None:
    """An order committed with ``secret:`` would put it into the history for good, so a sealed
    game's reports teach signing: the first report's advice and the order to fill in."""
    templates = 0
    for colour in ("red", "blue", "green"):
        sealed = repo / "reports" / "step-0000-turn-01" / f"{colour}.txt.sealed"
        text = pbem("open", sealed, "--secret", SECRETS[colour]).stdout
        assert "Never put it into an order" in text
        assert f"pbem sign ORDER --secret {SECRETS[colour]}" in text
        assert "Put it into every order" not in text
        if "Your order for turn" in text:
            templates += 1
            assert "sign this file, 'pbem sign ORDER --secret YOUR-SECRET'" in text
            assert not any(line.startswith("secret:") for line in text.splitlines())
    assert templates >= 1  # the player to move has an order to fill in


def test_reports_rendered_again_stay_sealed_for_their_players(repo: Path, tmp_path: Path) -> None:
    """``pbem report --out`` of a sealed game seals each player's file as the step's are."""
    out = tmp_path / "again"
    result = pbem("report", repo / "game.yaml", "--out", out)
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == [
        "blue.txt.sealed", "green.txt.sealed", "public.txt", "red.txt.sealed"]
    opened = pbem("open", out / "red.txt.sealed", "--secret", SECRETS["red"])
    assert opened.exit_code == 0 and "report for Anna (red)" in opened.stdout
    assert SECRETS["red"] not in (out / "red.txt.sealed").read_text(encoding="utf-8")


# The leak test -------------------------------------------------------------------------------

def test_no_blob_of_the_whole_history_holds_hidden_information(repo: Path) -> None:
    """Two rounds of orders (as three authors, processed after each push or in a batch), a
    refused one among them; then every object of the repository is searched."""
    markers = _markers(repo)
    start_deck = _deck(repo)
    for turn, colour in enumerate(("red", "blue", "green", "red", "blue", "green"), start=1):
        if turn == 1:  # a wall, then one refused (W2): its reason goes into the history, sealed
            commit_order(repo, "red", "walls.yaml", 1, ["wall: {at: north-F}",
                                                        "wall: {at: east-3}"])
        if colour == "blue" and turn == 2:  # a forged order first: refused, recorded
            commit_order(repo, "blue", "forged.yaml", 2, ["gold"], sign_as="green")
        commit_order(repo, colour, f"turn-{turn}.yaml", turn, ["gold"])
        if turn % 2 == 0:
            process(repo)
    process(repo)
    assert waiting(repo)[:2] == (7, "red")
    assert len(list((repo / "orders" / "done").glob("*.yaml"))) == 7
    history = open_game_data(_public(repo), KEY, "game.yaml")["history"]
    assert [e["outcome"] for e in history[1:3]] == ["partial", "applied"]
    refusal = history[1]["parts"][0]["refused"]
    assert refusal["rule"] == "W2"
    markers["the reason red's wall was refused"] = refusal["message"]
    assert len(list((repo / "orders" / "refused").glob("*forged.yaml"))) == 1
    deck_pattern = re.compile(r"[^a-z]+".join(start_deck[:12]))
    objects = _all_objects(repo)
    assert len(objects) > 100
    for oid, (kind, content) in objects.items():
        for name, marker in markers.items():
            assert marker not in content, f"{kind} {oid} holds {name}"
        assert not deck_pattern.search(content), f"{kind} {oid} holds the deck's order"
    paths = _paths(repo)
    own = re.compile(r"(?:^|/)(red|blue|green)\.(txt|html|json)$")
    assert not [p for p in paths if own.search(p)], "a player's report committed in clear"
    _check_game_files(repo, objects, paths)
    _check_public_reports(objects, paths)
    _check_sealed_reports(repo, objects, paths)


def _markers(repo: Path) -> dict[str, str]:
    """What must appear nowhere: the seed, the game key, every secret, its hash, its key."""
    data = load_yaml((repo / "game.yaml").read_text(encoding="utf-8"), "game.yaml")
    assert isinstance(data, dict)
    full = open_game_data(data, KEY, "game.yaml")
    markers = {"the seed": SEED, "the game key": GAME_KEY,
               "the game key's bytes": KEY.hex()}
    for seat in full["players"]:
        colour = seat["colour"]
        markers[f"{colour}'s secret"] = SECRETS[colour]
        markers[f"{colour}'s secret hash"] = seat["secret"].rsplit("$", 1)[1]
        markers[f"{colour}'s signing key"] = seat["signing-key"].partition("$")[2]
    return markers


def _public(repo: Path) -> dict[str, object]:
    data = load_yaml((repo / "game.yaml").read_text(encoding="utf-8"), "game.yaml")
    assert isinstance(data, dict)
    return data


def _deck(repo: Path) -> list[str]:
    data = load_yaml((repo / "game.yaml").read_text(encoding="utf-8"), "game.yaml")
    assert isinstance(data, dict)
    deck = open_game_data(data, KEY, "game.yaml")["state"]["position"]["deck"]
    assert len(deck) >= 12
    return [str(card) for card in deck]


def _all_objects(repo: Path) -> dict[str, tuple[str, str]]:
    """Every commit, tree, blob and tag object of every ref, with its type and content."""
    listed = git(repo, "rev-list", "--all", "--objects").split("\n")
    ids = {line.split(" ")[0] for line in listed if line}
    ids |= set(git(repo, "for-each-ref", "--format=%(objectname)").split())
    wanted = ("\n".join(sorted(ids)) + "\n").encode("ascii")
    done = subprocess.run(["git", "cat-file", "--batch"], cwd=repo, capture_output=True,
                          input=wanted, timeout=GIT_TIMEOUT, check=True)
    out, objects, at = done.stdout, {}, 0
    while at < len(out):
        end = out.index(b"\n", at)
        oid, kind, size = out[at:end].decode().split(" ")
        body = out[end + 1:end + 1 + int(size)]
        objects[oid] = (kind, body.decode("utf-8", "replace"))
        at = end + 1 + int(size) + 1
    return objects


def _paths(repo: Path) -> dict[str, set[str]]:
    """Every path ever committed, with the blobs it held."""
    held: dict[str, set[str]] = {}
    for commit in git(repo, "rev-list", "--all").split():
        for line in git(repo, "ls-tree", "-r", commit).splitlines():
            meta, path = line.split("\t", 1)
            held.setdefault(path, set()).add(meta.split()[2])
    return held


def _check_game_files(repo: Path, objects: dict[str, tuple[str, str]],
                      paths: dict[str, set[str]]) -> None:
    other = parse_game_key(new_game_key(), "other")
    assert len(paths["game.yaml"]) >= 5
    for oid in paths["game.yaml"]:
        data = load_yaml(objects[oid][1], "game.yaml")
        assert isinstance(data, dict)
        assert open_game_data(data, KEY, "game.yaml")["game"] == "harbour"
        with pytest.raises(SealError):
            open_game_data(data, other, "game.yaml")


def _check_public_reports(objects: dict[str, tuple[str, str]],
                          paths: dict[str, set[str]]) -> None:
    public = [oid for path, oids in paths.items() if path.endswith("/public.json")
              for oid in oids]
    assert len(public) >= 7
    for oid in public:
        report = json.loads(objects[oid][1])
        assert report["secret"] is None and report["revealed_seed"] is None
        assert all(set(hand) == {"gold", "influence"}
                   for hand in report["position"]["hands"].values())


def _check_sealed_reports(repo: Path, objects: dict[str, tuple[str, str]],
                          paths: dict[str, set[str]]) -> None:
    """Each sealed report opens with its owner's secret and with no other player's."""
    sealed = sorted(p for p in paths if p.endswith(".sealed"))
    assert len(sealed) >= 7 * 9
    for path in sealed[::7]:  # a spread of them: each opening costs a key derivation
        owner = Path(path).name.split(".")[0]
        (oid,) = paths[path]
        copy = repo.parent / f"check-{owner}.sealed"
        copy.write_text(objects[oid][1], encoding="utf-8")
        for colour in COLOURS:
            opened = pbem("open", copy, "--secret", SECRETS[colour])
            assert (opened.exit_code == 0) == (colour == owner), (path, colour)


def test_a_new_secret_keeps_the_game_sealed_and_opens_the_next_reports(repo: Path) -> None:
    """After 'pbem secret reset', the game file stays sealed, the old secret's signature is
    refused, and the next reports open with the new secret only. The game master committed a
    game file pbem did not commit, so he says it is his with --accept-game-file (else
    processing stops: issue 15, F3)."""
    reset = pbem("secret", "reset", repo / "game.yaml", "--player", "red")
    assert reset.exit_code == 0, reset.output
    found = re.search(r"new secret for .*?: (\S+)", reset.stdout)
    assert found is not None
    new_secret = found.group(1)
    seat = _public(repo)["players"][0]  # type: ignore[index]
    assert seat["secret"] == PLACEHOLDER and seat["signing-key"] == PLACEHOLDER
    assert new_secret not in (repo / "game.yaml").read_text(encoding="utf-8")
    git(repo, "commit", "-q", "-am", "red's new secret", author="red")
    commit_order(repo, "red", "old.yaml", 1, ["gold"])  # signed with the old secret
    commit_order(repo, "red", "new.yaml", 1, ["gold"], secret=new_secret)
    assert pbem("git", "process", repo).exit_code == 2
    accepted = pbem("git", "process", repo, "--accept-game-file")
    assert accepted.exit_code == 0, accepted.output
    refused, applied = git(repo, "log", "-2", "--reverse", "--format=%s").splitlines()
    assert refused.startswith("turn 1, red: order refused, the game unchanged: the secret or")
    assert applied == "turn 1, red: gold"
    report = sorted((repo / "reports").glob("step-*-turn-02"))[-1] / "red.txt.sealed"
    assert pbem("open", report, "--secret", new_secret).exit_code == 0
    assert pbem("open", report, "--secret", SECRETS["red"]).exit_code == 2


@pytest.mark.parametrize("damage", ["!!", "=junk", " x", "\n"])
def test_a_game_key_with_anything_around_it_is_not_a_game_key(damage: str) -> None:
    """The base64 decoder skips what it does not know, so a key with stray characters would
    decode to the same 32 bytes: only the exact text pbem printed is taken."""
    with pytest.raises(SealError, match="is not a game key"):
        parse_game_key(GAME_KEY + damage, "PBEM_GAME_KEY")
    assert parse_game_key(GAME_KEY, "PBEM_GAME_KEY") == KEY
