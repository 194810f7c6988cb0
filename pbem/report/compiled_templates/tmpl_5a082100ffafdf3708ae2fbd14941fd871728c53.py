from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'table.txt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_table = resolve('table')
    l_0_namespace = resolve('namespace')
    l_0_range = resolve('range')
    l_0_say = resolve('say')
    l_0_h = l_0_ns = l_0_f = missing
    try:
        t_1 = environment.filters['format']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'format' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_5 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    l_0_h = environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'headings')
    context.vars['h'] = l_0_h
    context.exported_vars.add('h')
    l_0_ns = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), f='%-18s')
    context.vars['ns'] = l_0_ns
    context.exported_vars.add('ns')
    for l_1_i in context.call((undefined(name='range') if l_0_range is missing else l_0_range), 1, 6):
        _loop_vars = {}
        pass
        if not isinstance(l_0_ns, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_0_ns['f'] = str_join((environment.getattr((undefined(name='ns') if l_0_ns is missing else l_0_ns), 'f'), ' %', t_4(environment, [5, t_3(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), l_1_i))]), 's', ))
    l_1_i = missing
    l_0_f = str_join((environment.getattr((undefined(name='ns') if l_0_ns is missing else l_0_ns), 'f'), '  %-', t_4(environment, [10, t_3(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 6))]), 's %', t_4(environment, [4, t_3(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 7))]), 's  %s', ))
    context.vars['f'] = l_0_f
    context.exported_vars.add('f')
    yield '    '
    yield str(t_1((undefined(name='f') if l_0_f is missing else l_0_f), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 0), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 1), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 2), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 3), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 4), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 5), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 6), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 7), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 8)))
    yield '\n'
    for l_1_p in environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'players'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(('W' if environment.getattr(l_1_p, 'winner') else ('*' if environment.getattr(l_1_p, 'active') else ' ')))
        yield ' '
        yield str(t_1((undefined(name='f') if l_0_f is missing else l_0_f), environment.getattr(l_1_p, 'short'), environment.getattr(l_1_p, 'cubes_on_board'), environment.getattr(l_1_p, 'cubes_in_supply'), environment.getattr(l_1_p, 'trade'), environment.getattr(l_1_p, 'gold'), environment.getattr(l_1_p, 'influence'), (t_2(context.eval_ctx, environment.getattr(l_1_p, 'permits'), ' ') or '-'), (environment.getattr(l_1_p, 'next_wall') or '-'), (t_2(context.eval_ctx, environment.getattr(l_1_p, 'own_text'), ' ') or '-')))
        yield '\n'
    l_1_p = missing
    yield '  '
    yield str(t_5(environment, str_join(('(', environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'marks'), '; ', environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'legend'), ')', )), 94, break_on_hyphens=False, wrapstring='\n  '))
    yield '\n'
    def t_6(fiter):
        for l_1_p in fiter:
            if environment.getattr(l_1_p, 'out_of_game'):
                yield l_1_p
    for l_1_p in t_6(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'players')):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_5(environment, environment.getattr(l_1_p, 'out_text'), 94, break_on_hyphens=False, wrapstring='\n    '))
        yield '\n'
    l_1_p = missing
    if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'):
        pass
        yield '\n  '
        yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.your-hand'))
        yield ': '
        yield str(environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'hand'), 'text'))
        yield '\n'
    yield '  '
    yield str(t_5(environment, environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'church'), 'text'), 96, break_on_hyphens=False, wrapstring='\n  '))
    yield '\n  '
    yield str(t_5(environment, context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.bank', gold=environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'bank'), deck=environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'deck_text'), discard=environment.getattr(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'discard'), 'text')), 96, break_on_hyphens=False, wrapstring='\n  '))
    yield '\n'
    if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'loot'):
        pass
        yield '  '
        yield str(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'loot_text'))
        yield '\n'
    yield '  '
    yield str(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'neutral_text'))
    yield '\n  '
    yield str(t_5(environment, environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'trade_text'), 96, break_on_hyphens=False, wrapstring='\n  '))
    yield '\n'
    def t_7(fiter):
        for l_1_space in fiter:
            if environment.getattr(l_1_space, 'cubes'):
                yield l_1_space
    for l_1_space in t_7(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'trade_track')):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_5(environment, environment.getattr(l_1_space, 'cubes_text'), 88, break_on_hyphens=False, wrapstring='\n      '))
        yield '\n'
    l_1_space = missing

blocks = {}
debug_info = '2=46&4=49&5=52&6=57&8=59&9=63&10=65&11=69&13=75&14=77&15=85&17=88&19=91&21=96&22=98&23=100&24=103&26=106&27=108&28=110&29=118'