from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'stats.css'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    pass
    yield '/* The statistics of a game (final report, public site): a table of figures per player. */\ntable.figures { border-collapse: collapse; font-size: 0.9rem; margin: 0.2rem 0 0.6rem; }\ntable.figures th, table.figures td {\n  padding: 0.2rem 0.45rem; border-bottom: 1px solid var(--line); text-align: right;\n  white-space: nowrap;\n}\ntable.figures th[scope="row"] { text-align: left; font-weight: normal; }\ntable.figures tr.total th, table.figures tr.total td { font-weight: bold; }\n/* at phone width a table of four players is wider than the page: it scrolls inside its own box,\n   never the page, and the players\' names may wrap */\n.stats .scroll { overflow-x: auto; max-width: 100%; }\n.stats figure svg { max-width: 100%; height: auto; }\n@media (max-width: 600px) { table.figures thead th { white-space: normal; } }\n'

blocks = {}
debug_info = ''