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
        t_2 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_3 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'title'))
    yield '\n'
    yield str(t_3(environment, environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'note'), 96, break_on_hyphens=False))
    yield '\n'
    for l_1_table in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tables'):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_2(environment.getattr(l_1_table, 'title')))
        yield '\n                                  '
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
            yield str(t_1('%-32s', str_join((('= ' if environment.getattr(l_2_row, 'total') else ''), environment.getattr(l_2_row, 'label'), ))))
            for l_3_value in environment.getitem(l_2_row, 'values'):
                _loop_vars = {}
                pass
                yield str(t_1('%15s', l_3_value))
            l_3_value = missing
            yield '\n'
        l_2_row = missing
    l_1_table = missing
    yield '\n'
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'title')))
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
    yield str(t_3(environment, environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'summary'), 96, break_on_hyphens=False))
    yield '\n'
    if environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'forced'):
        pass
        yield str(t_3(environment, environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'dice'), 'forced'), 96, break_on_hyphens=False))
        yield '\n'
    yield '\n'
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'ship'), 'title')))
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
debug_info = '3=30&4=32&5=34&7=38&8=40&10=46&11=50&16=60&17=62&19=68&20=72&22=80&23=82&24=84&27=87&28=89&30=95&31=99'