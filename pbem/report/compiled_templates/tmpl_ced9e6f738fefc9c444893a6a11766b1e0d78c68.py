from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'site_nav.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_say = resolve('say')
    l_0_game = resolve('game')
    l_0_nav = resolve('nav')
    pass
    yield '<nav class="site" aria-label="'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-nav-label'))
    yield '">\n<a href="../index.html">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-all-games'))
    yield '</a>\n<a href="index.html">'
    yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-game', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id')))
    yield '</a>\n'
    if environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'previous'):
        pass
        yield '<a href="'
        yield escape(environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'first'))
        yield '">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-first'))
        yield '</a>\n<a href="'
        yield escape(environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'previous'))
        yield '" rel="prev">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-previous'))
        yield '</a>\n'
    yield '<span class="here">'
    yield escape(environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'where'))
    yield '</span>\n'
    if environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'next'):
        pass
        yield '<a href="'
        yield escape(environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'next'))
        yield '" rel="next">'
        yield escape(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'site-next'))
        yield '</a>\n'
    yield '</nav>\n'

blocks = {}
debug_info = '3=15&4=17&5=19&6=21&7=24&8=28&10=33&11=35&12=38'