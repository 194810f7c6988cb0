"""A game in numbers: statistics counted from its history's public events, and their layouts.

``figures`` counts (per player cubes by source, gold and cards earned and paid, builds, permits,
the pirate, turns, reply times, missed turns; per game the dice against the 2d6 distribution and
the ship's rows); ``charts`` draws two of them as inline SVG; ``layout`` lays them out as text,
an HTML section and JSON for ``pbem stats`` and the final report. Every figure is read from
events as the public sees them (``Event.for_viewer("public")``), so statistics may be shown at
any moment and tell nothing a player may not know.
"""
