from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'site_step.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('report.html.j2', 'site_step.html.j2')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_more_style(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_super = context.super('more_style', block_more_style)
    _block_vars = {}
    pass
    template = environment.get_template('site.css', 'site_step.html.j2')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'super': l_0_super}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield escape(context.call(l_0_super, _block_vars=_block_vars))
    yield '\n'

def block_header(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_super = context.super('header', block_header)
    _block_vars = {}
    pass
    template = environment.get_template('site_nav.html.j2', 'site_step.html.j2')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'super': l_0_super}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield escape(context.call(l_0_super, _block_vars=_block_vars))
    yield '\n'

def block_footer(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_super = context.super('footer', block_footer)
    _block_vars = {}
    pass
    template = environment.get_template('site_nav.html.j2', 'site_step.html.j2')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'super': l_0_super}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield escape(context.call(l_0_super, _block_vars=_block_vars))
    yield '\n'

blocks = {'more_style': block_more_style, 'header': block_header, 'footer': block_footer}
debug_info = '3=12&4=17&5=26&6=32&8=35&9=44&10=50&12=53&13=62&14=68'