from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'site_index.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('base.html.j2', 'site_index.html.j2')
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
    pass
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-index-title', _block_vars=_block_vars))

def block_more_style(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass
    template = environment.get_template('site.css', 'site_index.html.j2')
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
    l_0_running = resolve('running')
    l_0_finished = resolve('finished')
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    yield '<header class="banner" id="top">\n<h1>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-index-title', _block_vars=_block_vars))
    yield '</h1>\n<p>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-index-about', running=t_1((undefined(name='running') if l_0_running is missing else l_0_running)), finished=t_1((undefined(name='finished') if l_0_finished is missing else l_0_finished)), _block_vars=_block_vars))
    yield '</p>\n</header>\n'

def block_content(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_say = resolve('say')
    l_0_running = resolve('running')
    l_0_finished = resolve('finished')
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    pass
    def t_3(fiter):
        for (l_1_title, l_1_games) in fiter:
            if l_1_games:
                yield (l_1_title, l_1_games)
    t_4 = 1
    for (l_1_title, l_1_games) in t_3(((context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-running', _block_vars=_block_vars), (undefined(name='running') if l_0_running is missing else l_0_running)), (context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-finished', _block_vars=_block_vars), (undefined(name='finished') if l_0_finished is missing else l_0_finished)))):
        _loop_vars = {}
        pass
        yield '<section>\n<h2>'
        yield escape(l_1_title)
        yield '</h2>\n<div class="scroll">\n<table class="games">\n<thead>\n<tr><th scope="col">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-game', _loop_vars=_loop_vars))
        yield '</th><th scope="col">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-players', _loop_vars=_loop_vars))
        yield '</th><th scope="col">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-turn', _loop_vars=_loop_vars))
        yield '</th><th scope="col">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-state', _loop_vars=_loop_vars))
        yield '</th><th scope="col">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-column-last', _loop_vars=_loop_vars))
        yield '</th></tr>\n</thead>\n<tbody>\n'
        for l_2_game in l_1_games:
            _loop_vars = {}
            pass
            yield '<tr><td><a href="'
            yield escape(environment.getattr(l_2_game, 'id'))
            yield '/index.html">'
            yield escape(environment.getattr(l_2_game, 'id'))
            yield '</a></td><td>'
            yield escape(t_2(context.eval_ctx, environment.getattr(l_2_game, 'players'), ', '))
            yield '</td><td>'
            yield escape(environment.getattr(l_2_game, 'turn'))
            yield '</td><td>'
            yield escape(environment.getattr(l_2_game, 'state'))
            yield '</td><td>'
            yield escape(environment.getattr(l_2_game, 'last'))
            yield '</td></tr>\n'
        l_2_game = missing
        yield '</tbody>\n</table>\n</div>\n</section>\n'
        t_4 = 0
    l_1_title = l_1_games = missing
    if t_4:
        pass
        yield '<section>\n<p>'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-no-games'))
        yield '</p>\n</section>\n'

def block_footer(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_say = resolve('say')
    pass
    yield '<footer>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-index-footer', _block_vars=_block_vars))
    yield '</footer>\n'

blocks = {'title': block_title, 'more_style': block_more_style, 'header': block_header, 'content': block_content, 'footer': block_footer}
debug_info = '3=12&4=17&5=28&6=36&8=43&10=61&11=63&14=66&15=83&17=92&21=94&24=104&25=108&33=127&37=130&38=140'