from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'stats.txt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_stats = resolve('stats')
    try:
        t_1 = environment.filters['format']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'format' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_5 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_6 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'title'))
    yield '\n'
    yield str(t_6(environment, environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'note'), 96, break_on_hyphens=False))
    yield '\n'
    for l_1_table in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tables'):
        l_1_f = missing
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_5(environment.getattr(l_1_table, 'title')))
        yield '\n'
        l_1_f = str_join(('%-', (t_4(environment, ([30] + t_2(context.eval_ctx, t_3(context, t_3(context, environment.getattr(l_1_table, 'rows'), attribute='label'), 'length')))) + 2), 's', ))
        _loop_vars['f'] = l_1_f
        yield '  '
        yield str(t_1((undefined(name='f') if l_1_f is missing else l_1_f), ''))
        for l_2_player in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'players'):
            _loop_vars = {}
            pass
            yield str(t_1('%15s', environment.getattr(l_2_player, 'short')))
        l_2_player = missing
        yield '\n'
        for l_2_row in environment.getattr(l_1_table, 'rows'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_1((undefined(name='f') if l_1_f is missing else l_1_f), str_join((('= ' if environment.getattr(l_2_row, 'total') else ''), environment.getattr(l_2_row, 'label'), ))))
            for l_3_value in environment.getitem(l_2_row, 'values'):
                _loop_vars = {}
                pass
                yield str(t_1('%15s', l_3_value))
            l_3_value = missing
            yield '\n'
        l_2_row = missing
    l_1_table = l_1_f = missing
    yield '\n'
    yield str(t_5(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'title')))
    yield '\n  '
    for l_1_column in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'columns'):
        _loop_vars = {}
        pass
        yield str(t_1('%10s', l_1_column))
    l_1_column = missing
    yield '\n'
    for l_1_row in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'rows'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_1('%10s', environment.getattr(l_1_row, 'sum')))
        yield str(t_1('%10s', environment.getattr(l_1_row, 'seen')))
        yield str(t_1('%10s', environment.getattr(l_1_row, 'expected')))
        yield str(t_1('%10s', environment.getattr(l_1_row, 'forced')))
        yield '  '
        yield str(('#' * environment.getattr(l_1_row, 'seen')))
        yield '\n'
    l_1_row = missing
    yield str(t_6(environment, environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'summary'), 96, break_on_hyphens=False))
    yield '\n'
    if environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'forced'):
        pass
        yield str(t_6(environment, environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'forced'), 96, break_on_hyphens=False))
        yield '\n'
    yield '\n'
    yield str(t_5(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'title')))
    yield '\n  '
    for l_1_column in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'columns'):
        _loop_vars = {}
        pass
        yield str(t_1('%10s', l_1_column))
    l_1_column = missing
    yield '\n'
    for l_1_row in environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'rows'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_1('%10s', environment.getattr(l_1_row, 'row')))
        yield str(t_1('%10s', environment.getattr(l_1_row, 'ship')))
        yield str(t_1('%10s', environment.getattr(l_1_row, 'pirate')))
        yield '\n'
    l_1_row = missing

blocks = {}
debug_info = '4=48&5=50&6=52&8=57&9=59&10=62&12=69&13=73&18=83&19=85&21=91&22=95&24=103&25=105&26=107&29=110&30=112&32=118&33=122'