from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'stats.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_stats = resolve('stats')
    l_0_cubes_svg = resolve('cubes_svg')
    l_0_dice_svg = resolve('dice_svg')
    try:
        t_1 = environment.filters['safe']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'safe' found.")
    pass
    yield '<section id="stats" class="stats">\n<h2>'
    yield escape(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'title'))
    yield '</h2>\n<p>'
    yield escape(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'note'))
    yield '</p>\n<figure>\n'
    yield escape((undefined(name='cubes_svg') if l_0_cubes_svg is missing else l_0_cubes_svg))
    yield '\n</figure>\n'
    for l_1_table in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tables'):
        _loop_vars = {}
        pass
        yield '<h3 id="stats-'
        yield escape(environment.getattr(l_1_table, 'id'))
        yield '">'
        yield escape(environment.getattr(l_1_table, 'title'))
        yield '</h3>\n<div class="scroll">\n<table class="figures">\n<thead>\n<tr><th scope="col"></th>'
        for l_2_player in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'players'):
            _loop_vars = {}
            pass
            yield '<th scope="col"><span class="chip '
            yield escape(environment.getattr(l_2_player, 'colour'))
            yield '">'
            yield escape(environment.getattr(l_2_player, 'colour')[:1])
            yield '</span>'
            yield escape(environment.getattr(l_2_player, 'short'))
            yield '</th>'
        l_2_player = missing
        yield '</tr>\n</thead>\n<tbody>\n'
        for l_2_row in environment.getattr(l_1_table, 'rows'):
            _loop_vars = {}
            pass
            yield '<tr'
            yield escape((Markup(' class="total"') if environment.getattr(l_2_row, 'total') else ''))
            yield '><th scope="row">'
            yield escape(environment.getattr(l_2_row, 'label'))
            yield '</th>'
            for l_3_value in environment.getitem(l_2_row, 'values'):
                _loop_vars = {}
                pass
                yield '<td>'
                yield escape(l_3_value)
                yield '</td>'
            l_3_value = missing
            yield '</tr>\n'
        l_2_row = missing
        yield '</tbody>\n</table>\n</div>\n'
    l_1_table = missing
    yield '<h3 id="stats-dice">'
    yield escape(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'title'))
    yield '</h3>\n<figure>\n'
    yield escape((undefined(name='dice_svg') if l_0_dice_svg is missing else l_0_dice_svg))
    yield '\n<figcaption>'
    yield escape(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'summary'))
    if environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'forced'):
        pass
        yield ' '
        yield escape(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'forced'))
    yield '</figcaption>\n</figure>\n<div class="scroll">\n<table class="figures">\n<thead>\n<tr>'
    for l_1_column in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'columns'):
        _loop_vars = {}
        pass
        yield '<th scope="col">'
        yield escape(l_1_column)
        yield '</th>'
    l_1_column = missing
    yield '</tr>\n</thead>\n<tbody>\n'
    for l_1_row in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'rows'):
        _loop_vars = {}
        pass
        yield '<tr><th scope="row">'
        yield escape(environment.getattr(l_1_row, 'sum'))
        yield '</th><td>'
        yield escape(environment.getattr(l_1_row, 'seen'))
        yield '</td><td>'
        yield escape(environment.getattr(l_1_row, 'expected'))
        yield '</td><td>'
        yield escape(environment.getattr(l_1_row, 'forced'))
        yield '</td></tr>\n'
    l_1_row = missing
    yield '</tbody>\n</table>\n</div>\n<h3 id="stats-ship">'
    yield escape(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'title'))
    yield '</h3>\n<div class="scroll">\n<table class="figures">\n<thead>\n<tr>'
    for l_1_column in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'columns'):
        _loop_vars = {}
        pass
        yield '<th scope="col">'
        yield escape(l_1_column)
        yield '</th>'
    l_1_column = missing
    yield '</tr>\n</thead>\n<tbody>\n'
    for l_1_row in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'rows'):
        _loop_vars = {}
        pass
        yield '<tr><th scope="row">'
        yield escape(environment.getattr(l_1_row, 'row'))
        yield '</th><td>'
        yield escape(environment.getattr(l_1_row, 'ship'))
        yield '</td><td>'
        yield escape(environment.getattr(l_1_row, 'pirate'))
        yield '</td></tr>\n'
    l_1_row = missing
    yield '</tbody>\n</table>\n</div>\n</section>\n'

blocks = {}
debug_info = '5=21&6=23&8=25&10=27&11=31&15=35&18=47&19=51&25=67&27=69&28=71&33=77&36=85&37=89&42=99&46=101&49=109&50=113'