from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'site_game.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('base.html.j2', 'site_game.html.j2')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_say = resolve('say')
    l_0_game = resolve('game')
    pass
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-game-title', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), _block_vars=_block_vars))

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
    template = environment.get_template('site.css', 'site_game.html.j2')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    if t_1((undefined(name='stats') if l_0_stats is missing else l_0_stats)):
        pass
        template = environment.get_template('stats.css', 'site_game.html.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

def block_header(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_say = resolve('say')
    l_0_steps = resolve('steps')
    l_0_summary = resolve('summary')
    l_0_game = resolve('game')
    l_0_header = resolve('header')
    pass
    yield '<nav class="site" aria-label="'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-nav-label', _block_vars=_block_vars))
    yield '">\n<a href="../index.html">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-all-games', _block_vars=_block_vars))
    yield '</a>\n<a href="log.html">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-log', _block_vars=_block_vars))
    yield '</a>\n<a href="'
    yield escape(environment.getattr(environment.getitem((undefined(name='steps') if l_0_steps is missing else l_0_steps), -1), 'page'))
    yield '">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-latest', _block_vars=_block_vars))
    yield '</a>\n</nav>\n<header class="banner" id="top">\n<p class="kicker">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-kicker', players=environment.getattr((undefined(name='summary') if l_0_summary is missing else l_0_summary), 'players'), _block_vars=_block_vars))
    yield '</p>\n<h1>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-game-title', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), _block_vars=_block_vars))
    yield '</h1>\n<p>'
    yield escape(environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'turn_line'))
    yield '</p>\n<p class="waiting">'
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
    l_0_verify = resolve('verify')
    l_0_say = resolve('say')
    l_0_board_svg = resolve('board_svg')
    l_0_steps = resolve('steps')
    l_0_race_svg = resolve('race_svg')
    l_0_stats = resolve('stats')
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['reverse']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'reverse' found.")
    try:
        t_1 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    if (undefined(name='verify') if l_0_verify is missing else l_0_verify):
        pass
        yield '<section id="seed" class="verify">\n<h2>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-verify-title', _block_vars=_block_vars))
        yield '</h2>\n<p>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-verify-seed', _block_vars=_block_vars))
        yield ' <code>'
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'seed'))
        yield '</code></p>\n<p>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-verify-commitment', _block_vars=_block_vars))
        yield ' <code>'
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'commitment'))
        yield '</code></p>\n<ol>\n<li>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-verify-download', _block_vars=_block_vars))
        yield ' <a href="'
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'record'))
        yield '">'
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'record'))
        yield '</a>, <a href="'
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'verifier'))
        yield '">verify_dice.py</a></li>\n<li>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-verify-run', _block_vars=_block_vars))
        yield ' <code>python3 verify_dice.py '
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'record'))
        yield '</code></li>\n<li>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-verify-pbem', _block_vars=_block_vars))
        yield ' <code>pbem verify game.yaml --seed '
        yield escape(environment.getattr((undefined(name='verify') if l_0_verify is missing else l_0_verify), 'seed'))
        yield '</code></li>\n</ol>\n</section>\n'
    yield '<section id="board">\n<h2>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-board', _block_vars=_block_vars))
    yield '</h2>\n<figure>\n'
    yield escape((undefined(name='board_svg') if l_0_board_svg is missing else l_0_board_svg))
    yield '\n<figcaption>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-board-caption', step=environment.getattr(environment.getitem((undefined(name='steps') if l_0_steps is missing else l_0_steps), -1), 'n'), _block_vars=_block_vars))
    yield '</figcaption>\n</figure>\n</section>\n<section id="race">\n<h2>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-race', _block_vars=_block_vars))
    yield '</h2>\n<figure>\n'
    yield escape((undefined(name='race_svg') if l_0_race_svg is missing else l_0_race_svg))
    yield '\n</figure>\n</section>\n'
    if t_1((undefined(name='stats') if l_0_stats is missing else l_0_stats)):
        pass
        template = environment.get_template('stats.html.j2', 'site_game.html.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    yield '<section id="steps">\n<h2>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-steps', _block_vars=_block_vars))
    yield '</h2>\n<div class="scroll">\n<table class="steps">\n<thead>\n<tr><th scope="col">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-step', _block_vars=_block_vars))
    yield '</th><th scope="col">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-turn', _block_vars=_block_vars))
    yield '</th><th scope="col">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-what', _block_vars=_block_vars))
    yield '</th></tr>\n</thead>\n<tbody>\n'
    for l_1_step in t_3((undefined(name='steps') if l_0_steps is missing else l_0_steps)):
        _loop_vars = {}
        pass
        yield '<tr><td><a href="'
        yield escape(environment.getattr(l_1_step, 'page'))
        yield '">'
        yield escape(environment.getattr(l_1_step, 'n'))
        yield '</a></td><td>'
        yield escape(environment.getattr(l_1_step, 'turn'))
        yield '</td><td>'
        yield escape(environment.getattr(l_1_step, 'heading'))
        if environment.getattr(l_1_step, 'actions'):
            pass
            yield '<br><span class="actions">'
            yield escape(t_2(context.eval_ctx, environment.getattr(l_1_step, 'actions'), '; '))
            yield '</span>'
        yield '</td></tr>\n'
    l_1_step = missing
    yield '</tbody>\n</table>\n</div>\n</section>\n'

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
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-footer', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), _block_vars=_block_vars))
    yield '</footer>\n'

blocks = {'title': block_title, 'more_style': block_more_style, 'header': block_header, 'content': block_content, 'footer': block_footer}
debug_info = '4=12&5=17&6=29&7=44&8=50&9=52&12=59&13=73&14=75&15=77&16=79&19=83&20=85&21=87&22=89&23=91&24=94&28=98&29=130&31=133&32=135&33=139&35=143&36=151&37=155&42=160&44=162&45=164&49=166&51=168&54=170&55=172&58=179&62=181&65=187&66=191&73=207&74=218'