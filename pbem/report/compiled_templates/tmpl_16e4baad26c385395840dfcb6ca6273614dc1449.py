from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'site.css'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    pass
    yield '/* The public site\'s own rules (pbem site), after report.css: the links between pages and the\n   lists of games and steps. */\nnav.site { display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; margin: 0 0 0.7rem; font-size: 0.95rem; }\nnav.site a { color: var(--sea); }\nnav.site .here { color: var(--muted); }\ntable.games, table.steps { border-collapse: collapse; width: 100%; font-size: 0.92rem; }\ntable.games th, table.games td, table.steps th, table.steps td {\n  padding: 0.3rem 0.45rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top;\n}\ntable.steps td.actions { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.8rem; }\nol.log { padding-left: 1.4rem; }\nol.log ul { margin: 0.1rem 0 0.4rem 0.8rem; padding: 0; font-size: 0.92rem; }\n.verify li { margin-bottom: 0.3rem; }\n/* a fingerprint (sha256:...) is one long word: let it break rather than widen a phone\'s page */\ncode, #seed p { overflow-wrap: anywhere; }\n'

blocks = {}
debug_info = ''