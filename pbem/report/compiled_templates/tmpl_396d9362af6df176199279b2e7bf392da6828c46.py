from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'report.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('base.html.j2', 'report.html.j2')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_more_style(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_stats = resolve('stats')
    try:
        t_1 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    if t_1((undefined(name='stats') if l_0_stats is missing else l_0_stats)):
        pass
        template = environment.get_template('stats.css', 'report.html.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_game = resolve('game')
    l_0_viewer = resolve('viewer')
    pass
    yield 'Elasund '
    yield escape(environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'))
    yield ', turn '
    yield escape(environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'turn'))
    yield ': report for '
    yield escape(environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'label'))

def block_header(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_header = resolve('header')
    l_0_game = resolve('game')
    l_0_viewer = resolve('viewer')
    pass
    yield '<header class="banner'
    yield escape((' your-move' if environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'your_move') else ''))
    yield '" id="top">\n<p class="kicker">Elasund, game '
    yield escape(environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'))
    yield ': report for '
    yield escape(environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'label'))
    yield '</p>\n<h1>'
    yield escape(environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'turn_line'))
    yield '</h1>\n<p class="waiting">'
    yield escape(environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'waiting'))
    yield '</p>\n'
    if environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'deadline'):
        pass
        yield '<p class="deadline">'
        yield escape(environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'deadline'))
        yield '</p>\n'
    yield '</header>\n'

def block_content(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_secret = resolve('secret')
    l_0_revealed_seed = resolve('revealed_seed')
    l_0_seed_commitment = resolve('seed_commitment')
    l_0_history = resolve('history')
    l_0_viewer = resolve('viewer')
    l_0_board_svg = resolve('board_svg')
    l_0_board = resolve('board')
    l_0_table = resolve('table')
    l_0_reference = resolve('reference')
    l_0_choices = resolve('choices')
    l_0_order = resolve('order')
    l_0_race_svg = resolve('race_svg')
    l_0_race = resolve('race')
    l_0_stats = resolve('stats')
    l_0_h = missing
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_1 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    if (undefined(name='secret') if l_0_secret is missing else l_0_secret):
        pass
        yield '<section class="secret" id="secret">\n<h2>Your secret</h2>\n<p><code>'
        yield escape(environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'value'))
        yield '</code></p>\n<p>'
        yield escape(t_2(context.eval_ctx, environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'lines'), ' '))
        yield '</p>\n</section>\n'
    if (undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed):
        pass
        yield '<section id="seed">\n<h2>The dice can be checked</h2>\n<p>The game is over, so its seed is revealed: <code>'
        yield escape((undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed))
        yield '</code>.\nWith it anyone can re-derive and check every roll, shuffle and draw of the game\n('
        yield escape(((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment) or ''))
        yield ').</p>\n</section>\n'
    elif (((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment) and (undefined(name='history') if l_0_history is missing else l_0_history)) and (environment.getattr(environment.getitem((undefined(name='history') if l_0_history is missing else l_0_history), -1), 'n') == 0)):
        pass
        yield '<section id="seed">\n<h2>The dice are fixed in advance</h2>\n<p>Every roll, shuffle and draw of this game comes from a secret seed chosen before the first\norder. Its fingerprint is <code>'
        yield escape((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment))
        yield '</code>; the seed itself is revealed when the\ngame ends, so that anyone can then check every roll.</p>\n</section>\n'
    yield '<section id="history">\n<h2>'
    yield escape(('What happened since the last report' if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'public') else 'Since your last report'))
    yield '</h2>\n'
    l_1_loop = missing
    t_5 = 1
    for l_1_step, l_1_loop in LoopContext((undefined(name='history') if l_0_history is missing else l_0_history), undefined):
        _loop_vars = {}
        pass
        yield '<article class="step" id="step-'
        yield escape(environment.getattr(l_1_step, 'n'))
        yield '">\n<h3>'
        yield escape(environment.getattr(l_1_step, 'heading'))
        yield '</h3>\n'
        if environment.getattr(l_1_step, 'actions'):
            pass
            yield '<p class="applied">Applied: '
            l_2_loop = missing
            for l_2_action, l_2_loop in LoopContext(environment.getattr(l_1_step, 'actions'), undefined):
                _loop_vars = {}
                pass
                yield '<code>'
                yield escape(l_2_action)
                yield '</code>'
                yield escape(('; ' if (not environment.getattr(l_2_loop, 'last')) else ''))
            l_2_loop = l_2_action = missing
            yield '</p>\n'
        if environment.getattr(l_1_step, 'refused'):
            pass
            yield '<p class="refused">Refused: '
            yield escape(environment.getattr(l_1_step, 'refused'))
            yield '</p>\n'
        if environment.getattr(l_1_step, 'events'):
            pass
            yield '<ul>\n'
            for l_2_event in environment.getattr(l_1_step, 'events'):
                _loop_vars = {}
                pass
                yield '<li class="event '
                yield escape(environment.getattr(l_2_event, 'event'))
                yield '">'
                yield escape(environment.getattr(l_2_event, 'text'))
                yield '</li>\n'
            l_2_event = missing
            yield '</ul>\n'
        yield '</article>\n'
        t_5 = 0
    l_1_loop = l_1_step = missing
    if t_5:
        pass
        yield '<p class="nothing">Nothing has happened since.</p>\n'
    yield '</section>\n<section id="board">\n<h2>The board</h2>\n<figure>\n'
    yield escape((undefined(name='board_svg') if l_0_board_svg is missing else l_0_board_svg))
    yield '\n<figcaption>'
    yield escape(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'ship_text'))
    yield '\n'
    if environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'changed'):
        pass
        yield 'Outlined in orange: what changed since '
        yield escape(('the last report' if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'public') else 'your last report'))
        yield '. '
    yield 'Letters on the pieces name their owners (r red, b blue, g green, y yellow); a square in the owner\'s colour with their letter is a victory cube.</figcaption>\n</figure>\n<p class="church-area">'
    yield escape(environment.getattr(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'church'), 'text'))
    yield '</p>\n<details>\n<summary>The board as text</summary>\n<pre>'
    yield escape(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'text'))
    yield '</pre>\n</details>\n</section>\n<section id="table">\n<h2>The table</h2>\n'
    l_0_h = environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'headings')
    _block_vars['h'] = l_0_h
    yield '<table class="players stack">\n<thead>\n<tr>'
    for l_1_heading in (undefined(name='h') if l_0_h is missing else l_0_h):
        _loop_vars = {}
        pass
        yield '<th scope="col">'
        yield escape(l_1_heading)
        yield '</th>'
    l_1_heading = missing
    yield '</tr>\n</thead>\n<tbody>\n'
    for l_1_p in environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'players'):
        _loop_vars = {}
        pass
        yield '<tr class="'
        yield escape(environment.getattr(l_1_p, 'colour'))
        yield escape((' active' if environment.getattr(l_1_p, 'active') else ''))
        yield escape((' winner' if environment.getattr(l_1_p, 'winner') else ''))
        yield escape((' you' if environment.getattr(l_1_p, 'you') else ''))
        yield '" data-colour="'
        yield escape(environment.getattr(l_1_p, 'colour'))
        yield '">\n<td class="who"><span class="chip '
        yield escape(environment.getattr(l_1_p, 'colour'))
        yield '">'
        yield escape(environment.getattr(l_1_p, 'initial'))
        yield '</span>'
        yield escape(environment.getattr(l_1_p, 'short'))
        yield escape((' (to play)' if environment.getattr(l_1_p, 'active') else ''))
        yield escape((' (winner)' if environment.getattr(l_1_p, 'winner') else ''))
        yield escape((' (you)' if environment.getattr(l_1_p, 'you') else ''))
        yield '</td>\n<td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 1))
        yield '">'
        yield escape(environment.getattr(l_1_p, 'cubes_on_board'))
        yield '</td><td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 2))
        yield '">'
        yield escape(environment.getattr(l_1_p, 'cubes_in_supply'))
        yield '</td><td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 3))
        yield '">'
        yield escape(environment.getattr(l_1_p, 'trade'))
        yield '</td><td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 4))
        yield '">'
        yield escape(environment.getattr(l_1_p, 'gold'))
        yield '</td><td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 5))
        yield '">'
        yield escape(environment.getattr(l_1_p, 'influence'))
        yield '</td>\n<td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 6))
        yield '">'
        yield escape((t_2(context.eval_ctx, environment.getattr(l_1_p, 'permits'), ' ') or '–'))
        yield '</td><td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 7))
        yield '">'
        yield escape((environment.getattr(l_1_p, 'next_wall') or '–'))
        yield '</td><td data-label="'
        yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 8))
        yield '">'
        yield escape((t_2(context.eval_ctx, environment.getattr(l_1_p, 'own_buildings'), ', ') or '–'))
        yield '</td>\n</tr>\n'
    l_1_p = missing
    yield '</tbody>\n</table>\n<p class="legend">'
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'legend'))
    yield '</p>\n'
    def t_6(fiter):
        for l_1_p in fiter:
            if environment.getattr(l_1_p, 'out_of_game'):
                yield l_1_p
    for l_1_p in t_6(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'players')):
        _loop_vars = {}
        pass
        yield '<p>Out of the game: the '
        yield escape(t_4(context.eval_ctx, t_2(context.eval_ctx, environment.getattr(l_1_p, 'out_of_game'), ' and '), '-', ' '))
        yield ' of '
        yield escape(environment.getattr(l_1_p, 'label'))
        yield '.</p>\n'
    l_1_p = missing
    if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'):
        pass
        yield '<h3>Your hand</h3>\n<ul class="hand">\n<li><span class="chip gold">G</span>'
        yield escape(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'), 'gold'))
        yield ' gold</li>\n'
        def t_7(fiter):
            for l_1_colour in fiter:
                if (l_1_colour in environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand')):
                    yield l_1_colour
        for l_1_colour in t_7(('red', 'blue', 'green', 'yellow')):
            _loop_vars = {}
            pass
            yield '<li><span class="chip '
            yield escape(l_1_colour)
            yield '">'
            yield escape(l_1_colour[:1])
            yield '</span>'
            yield escape(environment.getitem(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'), l_1_colour))
            yield ' '
            yield escape(l_1_colour)
            yield '</li>\n'
        l_1_colour = missing
        yield '</ul>\n'
    yield '<ul class="facts">\n<li>'
    yield escape(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'church'), 'text'))
    yield '</li>\n<li>Bank: '
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'bank'))
    yield ' gold. Influence deck: '
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'deck_text'))
    yield '. Discard pile: '
    yield escape(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'discard'), 'text'))
    yield '.</li>\n'
    if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'loot'):
        pass
        yield "<li>The pirate's pile: "
        yield escape(t_2(context.eval_ctx, environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'loot'), ', '))
        yield '.</li>\n'
    yield '<li>Neutral buildings left: '
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'neutral_text'))
    yield '.</li>\n<li>Trade track, free flags per space: '
    yield escape(t_2(context.eval_ctx, t_3(context, environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'trade_track'), attribute='text'), ', '))
    yield '.\n'
    def t_8(fiter):
        for l_1_space in fiter:
            if environment.getattr(l_1_space, 'cubes'):
                yield l_1_space
    for l_1_space in t_8(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'trade_track')):
        _loop_vars = {}
        pass
        yield 'Space '
        yield escape(environment.getattr(l_1_space, 'space'))
        yield ': '
        yield escape(environment.getattr(l_1_space, 'cubes_text'))
        yield '.\n'
    l_1_space = missing
    yield '</li>\n</ul>\n</section>\n'
    if (undefined(name='reference') if l_0_reference is missing else l_0_reference):
        pass
        yield '<section id="reference" class="reference">\n<h2>'
        yield escape(environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'title'))
        yield '</h2>\n'
        l_0_h = environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'headings')
        _block_vars['h'] = l_0_h
        yield '<table class="buildings stack">\n<thead>\n<tr>'
        for l_1_heading in ((undefined(name='h') if l_0_h is missing else l_0_h) if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'colour') else (undefined(name='h') if l_0_h is missing else l_0_h)[:-1]):
            _loop_vars = {}
            pass
            yield '<th scope="col">'
            yield escape(l_1_heading)
            yield '</th>'
        l_1_heading = missing
        yield '</tr>\n</thead>\n<tbody>\n'
        for l_1_b in environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'buildings'):
            l_1_range = resolve('range')
            _loop_vars = {}
            pass
            yield '<tr data-kind="'
            yield escape(environment.getattr(l_1_b, 'kind'))
            yield '" class="'
            yield escape(('afford' if environment.getattr(l_1_b, 'afford') else ''))
            yield '">\n<td class="who">'
            yield escape(environment.getattr(l_1_b, 'name'))
            yield '</td>\n<td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 1))
            yield '"><span class="foot" title="'
            yield escape(environment.getattr(l_1_b, 'size'))
            yield '" style="grid-template-columns: repeat('
            yield escape(environment.getattr(l_1_b, 'width'))
            yield ', 0.8em)">'
            for l_2__ in context.call((undefined(name='range') if l_1_range is missing else l_1_range), environment.getattr(l_1_b, 'squares'), _loop_vars=_loop_vars):
                _loop_vars = {}
                pass
                yield '<i></i>'
            l_2__ = missing
            yield '</span> '
            yield escape(environment.getattr(l_1_b, 'size'))
            yield '</td>\n<td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 2))
            yield '">'
            yield escape(environment.getattr(l_1_b, 'squares'))
            yield '</td><td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 3))
            yield '">'
            yield escape(environment.getattr(l_1_b, 'permits'))
            yield '</td><td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 4))
            yield '">'
            yield escape(environment.getattr(l_1_b, 'gold'))
            yield '</td><td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 5))
            yield '">'
            yield escape(environment.getattr(l_1_b, 'income_text'))
            yield '</td><td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 6))
            yield '">'
            yield escape(environment.getattr(l_1_b, 'flags'))
            yield '</td><td data-label="'
            yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 7))
            yield '">'
            yield escape(environment.getattr(l_1_b, 'left_text'))
            yield '</td>\n'
            if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'colour'):
                pass
                yield '<td data-label="'
                yield escape(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 8))
                yield '">'
                yield escape(environment.getattr(l_1_b, 'afford_text'))
                yield '</td>'
            yield '</tr>\n'
        l_1_b = l_1_range = missing
        yield '</tbody>\n</table>\n<p>'
        yield escape(environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'wall'))
        yield '</p>\n<p>'
        yield escape(environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'church'))
        yield '</p>\n<p class="legend">'
        yield escape(environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'rules'))
        yield '</p>\n</section>\n'
    if (undefined(name='choices') if l_0_choices is missing else l_0_choices):
        pass
        yield '<section id="choices" class="choices">\n<h2>Your choices ('
        yield escape(environment.getattr((undefined(name='choices') if l_0_choices is missing else l_0_choices), 'count'))
        yield ' legal actions)</h2>\n'
        for l_1_group in environment.getattr((undefined(name='choices') if l_0_choices is missing else l_0_choices), 'groups'):
            _loop_vars = {}
            pass
            yield '<h3>'
            yield escape(environment.getattr(l_1_group, 'title'))
            yield '</h3>\n<ul>\n'
            for l_2_item in environment.getitem(l_1_group, 'items'):
                _loop_vars = {}
                pass
                yield '<li><span class="act">'
                yield escape(environment.getattr(l_2_item, 'text'))
                if environment.getitem(l_2_item, 'values'):
                    pass
                    yield ' <span class="values">'
                    yield escape(t_2(context.eval_ctx, environment.getitem(l_2_item, 'values'), ' '))
                    yield '</span>'
                yield '</span>'
                if environment.getattr(l_2_item, 'note'):
                    pass
                    yield '<br><span class="note">'
                    yield escape(environment.getattr(l_2_item, 'note'))
                    yield '</span>'
                yield '</li>\n'
            l_2_item = missing
            yield '</ul>\n'
        l_1_group = missing
        yield '</section>\n'
    if (undefined(name='order') if l_0_order is missing else l_0_order):
        pass
        yield '<section id="order" class="order">\n<h2>Your order</h2>\n<p>'
        yield escape(environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'intro'))
        yield '</p>\n<pre>'
        yield escape(environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'text'))
        yield '</pre>\n</section>\n'
    yield '<section id="race">\n<h2>The cube race</h2>\n<figure>\n'
    yield escape((undefined(name='race_svg') if l_0_race_svg is missing else l_0_race_svg))
    yield '\n<figcaption>Victory cubes on the board at the end of each turn; '
    yield escape(environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'goal'))
    yield ' win the game.</figcaption>\n</figure>\n</section>\n'
    if t_1((undefined(name='stats') if l_0_stats is missing else l_0_stats)):
        pass
        template = environment.get_template('stats.html.j2', 'report.html.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'h': l_0_h}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

def block_footer(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_game = resolve('game')
    pass
    yield '<footer>Elasund: The First City of Catan, by Klaus Teuber. Report made by pbem for game '
    yield escape(environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'))
    yield '.</footer>\n'

blocks = {'more_style': block_more_style, 'title': block_title, 'header': block_header, 'content': block_content, 'footer': block_footer}
debug_info = '4=12&5=17&6=32&7=34&10=41&11=58&12=70&13=72&14=76&15=78&16=80&17=83&21=87&22=134&25=137&26=139&29=141&32=144&34=146&36=148&40=151&45=154&46=158&47=162&48=164&49=166&50=170&52=179&53=182&55=184&57=187&58=191&70=204&71=206&72=208&75=214&78=216&83=218&86=221&89=229&90=233&91=240&92=249&93=269&98=283&99=285&100=293&102=298&105=301&106=303&107=311&112=322&113=324&114=330&115=333&117=336&118=338&119=340&120=348&125=354&127=357&128=359&131=362&134=370&135=375&136=379&137=381&138=395&139=419&144=429&145=431&146=433&149=435&151=438&152=440&153=444&155=446&156=450&162=467&165=470&166=472&172=475&173=477&176=479&177=481&180=488&181=498'