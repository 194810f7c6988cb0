from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'site_log.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('base.html.j2', 'site_log.html.j2')
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
    l_0_summary = resolve('summary')
    pass
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-log-title', game=environment.getattr((undefined(name='summary') if l_0_summary is missing else l_0_summary), 'id'), _block_vars=_block_vars))

def block_more_style(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass
    template = environment.get_template('site.css', 'site_log.html.j2')
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
    l_0_summary = resolve('summary')
    pass
    yield '<nav class="site" aria-label="'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-nav-label', _block_vars=_block_vars))
    yield '">\n<a href="../index.html">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-all-games', _block_vars=_block_vars))
    yield '</a>\n<a href="index.html">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-game', game=environment.getattr((undefined(name='summary') if l_0_summary is missing else l_0_summary), 'id'), _block_vars=_block_vars))
    yield '</a>\n</nav>\n<header class="banner" id="top">\n<h1>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-log-title', game=environment.getattr((undefined(name='summary') if l_0_summary is missing else l_0_summary), 'id'), _block_vars=_block_vars))
    yield '</h1>\n<p>'
    yield escape(environment.getattr((undefined(name='summary') if l_0_summary is missing else l_0_summary), 'state'))
    yield '</p>\n</header>\n'

def block_content(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_entries = resolve('entries')
    pass
    yield '<section id="log">\n<ol class="log" start="0">\n'
    for l_1_entry in (undefined(name='entries') if l_0_entries is missing else l_0_entries):
        _loop_vars = {}
        pass
        yield '<li id="entry-'
        yield escape(environment.getattr(l_1_entry, 'n'))
        yield '"><a href="'
        yield escape(environment.getattr(l_1_entry, 'page'))
        yield '">'
        yield escape(environment.getattr(l_1_entry, 'line'))
        yield '</a>\n'
        if environment.getattr(l_1_entry, 'events'):
            pass
            yield '<ul>\n'
            for l_2_event in environment.getattr(l_1_entry, 'events'):
                _loop_vars = {}
                pass
                yield '<li>'
                yield escape(l_2_event)
                yield '</li>\n'
            l_2_event = missing
            yield '</ul>\n'
        yield '</li>\n'
    l_1_entry = missing
    yield '</ol>\n</section>\n'

def block_footer(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_say = resolve('say')
    l_0_summary = resolve('summary')
    pass
    yield '<footer>'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-footer', game=environment.getattr((undefined(name='summary') if l_0_summary is missing else l_0_summary), 'id'), _block_vars=_block_vars))
    yield '</footer>\n'

blocks = {'title': block_title, 'more_style': block_more_style, 'header': block_header, 'content': block_content, 'footer': block_footer}
debug_info = '3=12&4=17&5=29&6=37&8=44&9=55&10=57&11=59&14=61&15=63&18=66&21=76&22=80&23=86&25=89&26=93&35=101&36=112'