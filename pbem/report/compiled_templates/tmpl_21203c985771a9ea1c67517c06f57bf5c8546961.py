from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'stats.css'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    pass
    yield '/* The statistics of a game (final report, public site): a table of figures per player. */\ntable.figures { border-collapse: collapse; font-size: 0.9rem; margin: 0.2rem 0 0.6rem; }\ntable.figures th, table.figures td {\n  padding: 0.2rem 0.45rem; border-bottom: 1px solid var(--line); text-align: right;\n  white-space: nowrap;\n}\ntable.figures th[scope="row"] { text-align: left; font-weight: normal; }\ntable.figures tr.total th, table.figures tr.total td { font-weight: bold; }\n'

blocks = {}
debug_info = ''