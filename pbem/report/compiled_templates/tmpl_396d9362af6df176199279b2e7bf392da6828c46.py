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
    l_0_say = resolve('say')
    l_0_game = resolve('game')
    l_0_viewer = resolve('viewer')
    pass
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.html-title', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), turn=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'turn'), reader=environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'label'), _block_vars=_block_vars))

def block_header(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_header = resolve('header')
    l_0_say = resolve('say')
    l_0_game = resolve('game')
    l_0_viewer = resolve('viewer')
    pass
    yield '<header class="banner'
    yield escape((' your-move' if environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'your_move') else ''))
    yield '" id="top">\n<p class="kicker">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.title', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), reader=environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'label'), _block_vars=_block_vars))
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
    l_0_pgettext = resolve('pgettext')
    l_0_revealed_seed = resolve('revealed_seed')
    l_0_seed_commitment = resolve('seed_commitment')
    l_0_history = resolve('history')
    l_0_viewer = resolve('viewer')
    l_0_board_svg = resolve('board_svg')
    l_0_board = resolve('board')
    l_0_table = resolve('table')
    l_0_say = resolve('say')
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
        t_1 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    if (undefined(name='secret') if l_0_secret is missing else l_0_secret):
        pass
        yield '<section class="secret" id="secret">\n<h2>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.secret', 'Your secret', _block_vars=_block_vars))
        yield '</h2>\n<p><code>'
        yield escape(environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'value'))
        yield '</code></p>\n<p>'
        yield escape(t_2(context.eval_ctx, environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'lines'), ' '))
        yield '</p>\n</section>\n'
    if (undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed):
        pass
        yield '<section id="seed">\n<h2>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.dice-checkable', 'The dice can be checked', _block_vars=_block_vars))
        yield '</h2>\n<p>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.seed-revealed', 'The game is over, so its seed is revealed:', _block_vars=_block_vars))
        yield ' <code>'
        yield escape((undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed))
        yield '</code>.\n'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.seed-check', 'With it anyone can re-derive and check every roll, shuffle and draw of the game.', _block_vars=_block_vars))
        yield '\n('
        yield escape(((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment) or ''))
        yield ').</p>\n</section>\n'
    elif (((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment) and (undefined(name='history') if l_0_history is missing else l_0_history)) and (environment.getattr(environment.getitem((undefined(name='history') if l_0_history is missing else l_0_history), -1), 'n') == 0)):
        pass
        yield '<section id="seed">\n<h2>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.dice-fixed', 'The dice are fixed in advance', _block_vars=_block_vars))
        yield '</h2>\n<p>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.seed-secret', 'Every roll, shuffle and draw of this game comes from a secret seed chosen before the first order. Its fingerprint:', _block_vars=_block_vars))
        yield ' <code>'
        yield escape((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment))
        yield '</code>.\n'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.seed-later', 'The seed is revealed when the game ends, so that anyone can then check every roll.', _block_vars=_block_vars))
        yield '</p>\n</section>\n'
    yield '<section id="history">\n<h2>'
    if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'public'):
        pass
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.since-public', 'What happened since the last report', _block_vars=_block_vars))
    else:
        pass
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.since-yours', 'Since your last report', _block_vars=_block_vars))
    yield '</h2>\n'
    l_1_loop = missing
    t_3 = 1
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
            yield '<p class="applied">'
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.applied', 'Applied:', _loop_vars=_loop_vars))
            yield ' '
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
            yield '<p class="refused">'
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.refused', 'Refused:', _loop_vars=_loop_vars))
            yield ' '
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
        t_3 = 0
    l_1_loop = l_1_step = missing
    if t_3:
        pass
        yield '<p class="nothing">'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.nothing', 'Nothing has happened since.'))
        yield '</p>\n'
    yield '</section>\n<section id="board">\n<h2>'
    yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.board', 'The board', _block_vars=_block_vars))
    yield '</h2>\n<figure>\n'
    yield escape((undefined(name='board_svg') if l_0_board_svg is missing else l_0_board_svg))
    yield '\n<figcaption>'
    yield escape(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'ship_text'))
    yield '\n'
    if environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'changed'):
        pass
        if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'public'):
            pass
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.changed-public', 'Outlined in orange: what changed since the last report.', _block_vars=_block_vars))
        else:
            pass
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.changed-yours', 'Outlined in orange: what changed since your last report.', _block_vars=_block_vars))
        yield ' '
    yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.owners', "Letters on the pieces name their owners (r red, b blue, g green, y yellow); a square in the owner's colour with their letter is a victory cube.", _block_vars=_block_vars))
    yield '</figcaption>\n</figure>\n<p class="church-area">'
    yield escape(environment.getattr(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'church'), 'text'))
    yield '</p>\n<details>\n<summary>'
    yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.board-text', 'The board as text', _block_vars=_block_vars))
    yield '</summary>\n<pre>'
    yield escape(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'text'))
    yield '</pre>\n</details>\n</section>\n<section id="table">\n<h2>'
    yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.table', 'The table', _block_vars=_block_vars))
    yield '</h2>\n'
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
        if environment.getattr(l_1_p, 'active'):
            pass
            yield ' '
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.to-play', '(to play)', _loop_vars=_loop_vars))
        if environment.getattr(l_1_p, 'winner'):
            pass
            yield ' '
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.winner', '(winner)', _loop_vars=_loop_vars))
        if environment.getattr(l_1_p, 'you'):
            pass
            yield ' '
            yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.you', '(you)', _loop_vars=_loop_vars))
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
        yield escape((t_2(context.eval_ctx, environment.getattr(l_1_p, 'own_text'), ', ') or '–'))
        yield '</td>\n</tr>\n'
    l_1_p = missing
    yield '</tbody>\n</table>\n<p class="legend">'
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'legend'))
    yield '</p>\n'
    def t_4(fiter):
        for l_1_p in fiter:
            if environment.getattr(l_1_p, 'out_of_game'):
                yield l_1_p
    for l_1_p in t_4(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'players')):
        _loop_vars = {}
        pass
        yield '<p>'
        yield escape(environment.getattr(l_1_p, 'out_text'))
        yield '</p>\n'
    l_1_p = missing
    if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'):
        pass
        yield '<h3>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.your-hand', 'Your hand', _block_vars=_block_vars))
        yield '</h3>\n<ul class="hand">\n<li><span class="chip gold">G</span>'
        yield escape(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'), 'gold_text'))
        yield '</li>\n'
        def t_5(fiter):
            for l_1_colour in fiter:
                if (l_1_colour in environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand')):
                    yield l_1_colour
        for l_1_colour in t_5(('red', 'blue', 'green', 'yellow')):
            _loop_vars = {}
            pass
            yield '<li><span class="chip '
            yield escape(l_1_colour)
            yield '">'
            yield escape(l_1_colour[:1])
            yield '</span>'
            yield escape(environment.getitem(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'), 'colour_texts'), l_1_colour))
            yield '</li>\n'
        l_1_colour = missing
        yield '</ul>\n'
    yield '<ul class="facts">\n<li>'
    yield escape(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'church'), 'text'))
    yield '</li>\n<li>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.bank', gold=environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'bank'), deck=environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'deck_text'), discard=environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'discard'), 'text'), _block_vars=_block_vars))
    yield '</li>\n'
    if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'loot'):
        pass
        yield '<li>'
        yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'loot_text'))
        yield '</li>\n'
    yield '<li>'
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'neutral_text'))
    yield '</li>\n<li>'
    yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'trade_text'))
    yield '\n'
    def t_6(fiter):
        for l_1_space in fiter:
            if environment.getattr(l_1_space, 'cubes'):
                yield l_1_space
    for l_1_space in t_6(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'trade_track')):
        _loop_vars = {}
        pass
        yield escape(environment.getattr(l_1_space, 'cubes_text'))
        yield '\n'
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
        yield '<section id="choices" class="choices">\n<h2>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.choices', 'Your choices', _block_vars=_block_vars))
        yield ' ('
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.choices-count', count=environment.getattr((undefined(name='choices') if l_0_choices is missing else l_0_choices), 'count'), _block_vars=_block_vars))
        yield ')</h2>\n'
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
        yield '<section id="order" class="order">\n<h2>'
        yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.order-heading', 'Your order', _block_vars=_block_vars))
        yield '</h2>\n<p>'
        yield escape(environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'intro'))
        yield '</p>\n<pre>'
        yield escape(environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'text'))
        yield '</pre>\n</section>\n'
    yield '<section id="race">\n<h2>'
    yield escape(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.race', 'The cube race', _block_vars=_block_vars))
    yield '</h2>\n<figure>\n'
    yield escape((undefined(name='race_svg') if l_0_race_svg is missing else l_0_race_svg))
    yield '\n<figcaption>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.race-caption', goal=environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'goal'), _block_vars=_block_vars))
    yield '</figcaption>\n</figure>\n</section>\n'
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
    l_0_say = resolve('say')
    l_0_game = resolve('game')
    pass
    yield '<footer>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.footer', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), _block_vars=_block_vars))
    yield '</footer>\n'

blocks = {'more_style': block_more_style, 'title': block_title, 'header': block_header, 'content': block_content, 'footer': block_footer}
debug_info = '4=12&5=17&6=32&7=34&10=41&11=54&12=67&13=69&14=71&15=73&16=75&17=78&21=82&22=119&24=122&25=124&26=126&29=128&31=131&32=133&33=137&34=139&36=141&38=144&39=146&40=150&44=153&45=162&46=166&47=168&48=170&49=173&51=185&52=188&54=192&56=195&57=199&63=211&67=214&69=216&70=218&71=220&72=229&74=231&76=233&77=235&81=237&82=239&85=242&88=250&89=254&90=261&91=279&92=299&97=313&98=315&99=323&101=326&102=329&104=331&105=333&106=341&111=350&112=352&113=354&114=357&116=360&117=362&118=364&119=371&124=375&126=378&127=380&130=383&133=391&134=396&135=400&136=402&137=416&138=440&143=450&144=452&145=454&148=456&150=459&151=463&152=467&154=469&155=473&161=490&163=493&164=495&165=497&169=500&171=502&172=504&175=506&176=508&179=515&180=526'