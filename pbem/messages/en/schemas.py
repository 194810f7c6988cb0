"""English: what is wrong with the form of a file a player or the game master wrote (an order,
most often), as ``pbem.files.schemas`` says it from a JSON schema's verdict.

``{where}`` is the field (``actions > item 2 > build > at``) or the file (``the order``),
``{value}`` the value found as a sentence shows it, ``{expected:hint}`` what the field takes: a
schema's description, worded through the ``hint`` terms (each description of the order's and
the common schema by its English text).
"""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

SCHEMAS: dict[str, Entry] = {
    "schema.root": "{kind:root}",
    "schema.not-a-key": "{value!r} in {where} is not {expected:hint}",
    "schema.not-a-key.any": "{value!r} in {where} is not a key allowed here",
    "schema.unknown-key": "unknown key {key!r} in {where}; the keys allowed here are: {allowed}",
    "schema.not-mapping": ("the file holds {value}, but it must be a mapping of keys to values, "
                           "like '{first}: ...'"),
    "schema.too-few": Plural("{where} has {count} item but needs at least {bound}{tail}",
                             "{where} has {count} items but needs at least {bound}{tail}"),
    "schema.too-many": Plural("{where} has {count} item but needs at most {bound}{tail}",
                              "{where} has {count} items but needs at most {bound}{tail}"),
    "schema.expected-tail": "; expected {expected:hint}",
    "schema.twice": "{where} gives {value} twice; give each one once",
    "schema.keys": "{where} has {count} key(s); expected {expected:hint}",
    "schema.is": "{where} is {value}; expected {expected:hint}{quote}",
    "schema.quote": " (put it in quotes to make it text)",
    "schema.lacks": "{where} lacks {missing!r}; add '{missing}: ...'",
    "schema.lacks.about": "{where} lacks {missing!r} ({about:hint}); add '{missing}: ...'",
    "schema.one-of": "one of {values}",
    "schema.at-least": "at least {bound}",
    "schema.at-most": "at most {bound}",
    "schema.null": "null (nothing)",
    "schema.a-mapping": "a mapping",
    "schema.a-list": "a list",
    "schema.types": "{types:or}",
    "schema.json-type": "{type:json_type}",
    # what is wrong with a file as YAML (pbem.files.strict_yaml)
    "yaml.control-char": ("the file holds the control character U+{code}, which YAML does not "
                          "allow; remove it"),
    "yaml.invalid": "this is not valid YAML: {error}",
    "yaml.syntax": ("this is not valid YAML ({what}); check the indentation, the colons after "
                    "keys and that every quote and bracket is closed"),
    "yaml.second-document": ("a file holds one YAML document, and a second one begins here; "
                             "remove this '---' and what follows, or give each document its "
                             "own file"),
    "yaml.tags": ("tags such as {tag!r} are not allowed; remove it (to make a value text, put it "
                  "in quotes)"),
    "yaml.key-not-text": ("a key must be text, not a list or a mapping; write a word before the "
                          "':'"),
    "yaml.key-twice": ("the key {key!r} is given twice (first at line {line}, column {column}); "
                       "give each key once"),
    "yaml.anchors": ("anchors (&name) and aliases (*name) are not allowed; write the value out "
                     "in full each time it is needed"),
    "yaml.too-deep": ("lists and mappings are nested more than {depth} levels deep here; pbem's "
                      "files need only a few levels, so check the indentation and brackets"),
    "yaml.too-many": ("the file holds more than {count:decimal} values; pbem's files hold far "
                      "fewer (a whole game some {game:decimal}): check that it is the right "
                      "file"),
    "yaml.not-utf8": "the file is not UTF-8 text (byte 0x{byte} here); save it as UTF-8",
    "yaml.too-big": ("the file is {size} KiB, and pbem reads files of at most {limit} KiB; "
                     "check that it is the right file"),
    # a plain value some YAML readers would read otherwise (pbem.files.scalars); {value} is
    # the value as written, quoted
    "scalar.too-long": ("{value} is a number of {digits} digits, and pbem's files hold small "
                        "whole numbers (a turn, a count, a value); check it, or put it in quotes "
                        "for text"),
    "scalar.bool": ("{value} would be read as {word} by some YAML readers; write it in quotes "
                    "({value}) or as true/false"),
    "scalar.null": ("{value} would be read as null by some YAML readers; write null for "
                    "nothing, or put it in quotes ({value}) for the text"),
    "scalar.date": ("{value} would be read as a date by some YAML readers; write it in quotes "
                    "({value})"),
    "scalar.base60": ("{value} would be read as the number{number} (base 60) by some YAML "
                      "readers; write it in quotes ({value})"),
    "scalar.octal": ("{value} would be read as an octal number by some YAML readers and as "
                     "{plain} by others; write {plain} without leading zeros, or put it in "
                     "quotes ({value}) for the text"),
    "scalar.other-int": ("{value} would be read as a number by some YAML readers and as text by "
                         "others; write whole numbers in plain digits (like 12), or put it in "
                         "quotes ({value}) for the text"),
    "scalar.float": ("{value} would be read as a fractional number by some YAML readers, and "
                     "pbem's files hold whole numbers only; write a whole number (like 2), or "
                     "put it in quotes ({value}) for the text"),
    "scalar.merge": ("'<<' is a merge key for some YAML readers, and merging is not allowed; "
                     "write the keys out in full, or put it in quotes ('<<') for the text"),
    "scalar.equals": "'=' has a special meaning for some YAML readers; put it in quotes ('=')",
    "scalar.key-missing": "a key is missing before ':'; write the key, like 'turn: 14'",
    "scalar.key-value": ("a key must be text, and {text} here would be read as the value "
                         "{text}; put it in quotes ({value})"),
}
"""The sentences of a file's faults of form."""

HINTS: tuple[str, ...] = (
    ('what one player sends: which game, turn and colour the order is for, and the actions to '
     'apply in order (docs/orders.md). The rules are checked when the order is processed; this '
     'schema checks only its form'),
    ('what one player sends: which game, turn and colour the order is for, and the actions to '
     'apply in order (docs/orders.md). The rules are checked when the order is processed'),
    'the id of the game this order is for',
    'the colour this order is for',
    ('the number of the turn in progress when the order was written; an order for another turn '
     'is stale and refused whole'),
    'the number of the turn in progress when the order was written',
    "the player's secret, from their first report; not needed in an open game",
    "the player's secret, from their first report",
    ("instead of the secret: hmac-sha256: and 64 hex digits, written by 'pbem sign ORDER "
     "--secret S' over what the order says; any later change to the order makes it wrong"),
    ("instead of the secret: hmac-sha256: and 64 hex digits, written by 'pbem sign ORDER "
     "--secret S' over what the order says"),
    ('a list of actions, applied in order; each is a word like church or a mapping with one key '
     "like 'build: {building: tavern, at: D4}' (left empty: none, for an order that only gives "
     'standing answers)'),
    'a list of actions, applied in order',
    ('answers to later decisions that are not on your turn, used when the game would otherwise '
     'wait for you'),
    ('a list of cards to give the pirate first, in this order, each gold, red, blue or green, '
     'like [gold, green]'),
    ('a list of squares where a removed hut of yours goes, the first legal one wins, like [G11, '
     'G10]'),
    ('a list of influence colours to give back first when a shortage halves the hands, in this '
     'order, like [green, red]; beyond it the colour you hold most goes first'),
    ('a list of influence colours to give back first when a shortage halves the hands, in this '
     'order, like [green, red]'),
    ('spare-mine (keep the tile whose church area covers the fewest squares of your buildings '
     'and huts; ties: the lower tile), or a list of tiles, the first one you are shown wins, '
     'like [5, 4]'),
    ('spare-mine (keep the tile whose church area covers the fewest squares of your buildings '
     'and huts'),
    ('an action: a word (church, gold, bonus-gold, wall, end-turn, wait) or a mapping with one '
     "key, like 'build: {building: tavern, at: D4}'"),
    ('an action word: church, gold, bonus-gold, wall, end-turn or wait (the others take '
     "arguments, like 'build: {building: tavern, at: D4}')"),
    ('a mapping with exactly one key, the action: build, wall, permit, move-permit, '
     'upgrade-permit, place-permit, ship, pirate, discard, hut, keep-church or pirate-take'),
    ('an action: build, wall, permit, move-permit, upgrade-permit, place-permit, ship, pirate, '
     'discard, hut, keep-church or pirate-take'),
    'the way the ship moves: up or down',
    'the colour of the influence cards that pay: red, blue or green',
    ('a mapping {building: NAME, at: SQUARE} with pay: COLOUR when building over a building of '
     'the same size, like {building: tavern, at: D4}'),
    "the building's north-west square, like D4",
    'a mapping {at: WALL-SPACE}, like {at: north-G}; write just wall when only one space is legal',
    'a mapping {at: WALL-SPACE}, like {at: north-G}',
    ('a mapping {value: V, at: SQUARE} with pay: COLOUR to place it outside the allowed row, '
     'like {value: 2, at: E5}'),
    'a mapping {from: SQUARE, to: SQUARE, pay: COLOUR}, like {from: E5, to: B2, pay: green}',
    'a mapping {at: SQUARE, value: V, pay: COLOUR}, like {at: E5, value: 4, pay: red}',
    'a mapping {value: V, at: SQUARE}, paid with one card of each colour, like {value: 3, at: G9}',
    ("a square for a removed hut (a large hut: its top square), like G11, or 'off' in quotes to "
     'leave it off the board'),
    "a player's colour: red, blue, green or yellow",
    'the colour of an influence card: red, blue or green',
    'a kind of card: gold, red, blue or green',
    'a list of cards, each gold, red, blue or green, like [gold, red]',
    'a square of the board: a column A to I and a row 2-6 or 8-12 (there is no row 7), like D4',
    ('a wall space: north-C to north-H, south-C to south-H, or east-3 to east-11 (no east-7), '
     'like north-G'),
    'a row of the board: 2 to 6 or 8 to 12 (there is no row 7)',
    'the value of a building permit: a whole number 0 to 4',
    'the number of a church or wall tile: a whole number 1 to 9',
    'a building a player can build: shop, workshop, well, market, tavern, merchant or hall',
    'a worker hut: small-hut or large-hut',
    ('a piece on the board: small-hut, large-hut, shop, workshop, well, market, tavern, '
     'merchant, hall, permit, wall or church'),
    'a decision the game can wait for: ship, pirate, discard, hut, keep-church or pirate-take',
    'a whole number, 0 or more',
    'the number of a turn: a whole number, 1 or more',
    ("a time you will be away, in the game's time zone, from a date like '2026-07-01' (or a "
     "time, '2026-07-01T08:00') until another, not included, each in quotes; meanwhile the "
     "game's missed-turn policy plays for you at once, without reminders. Only in a game with "
     "deadlines, and at most as many as the game allows; an order with only 'absent' keeps your "
     "other standing answers"),
    ("a time you will be away, in the game's time zone, from a date like '2026-07-01' (or a "
     "time, '2026-07-01T08:00') until another, not included, each in quotes"),
    ("a date like '2026-07-01' (its midnight) or a time like '2026-07-01T08:00', in the game's "
     "time zone unless it ends in an offset (+02:00 or Z)"),
    ("a game's id: letters, digits, '.', '_' and '-', starting with a letter or digit, like "
     'harbour-league'),
)
"""The descriptions of the order's schema and of the common one, as a sentence words them
(``pbem.files.schemas._phrase``; a description's first clause too, as a missing key's hint);
``tests/test_messages_locale.py`` keeps the list whole."""

TERMS: dict[str, dict[str, str]] = {
    # the file a fault of form is in, by its kind
    "root": {"order": "the order", "position": "the position", "game": "the game file",
             "report": "the report"},
    # a JSON type as a sentence names it
    "json_type": {"string": "text", "integer": "a whole number", "object": "a mapping",
                  "array": "a list", "boolean": "true or false", "null": "null",
                  "number": "a number"},
    # what a field of an order takes: the schemas' descriptions, each by its English
    "hint": {hint: hint for hint in HINTS},
}
