from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'report.txt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_game = resolve('game')
    l_0_viewer = resolve('viewer')
    l_0_header = resolve('header')
    l_0_revealed_seed = resolve('revealed_seed')
    l_0_seed_commitment = resolve('seed_commitment')
    l_0_history = resolve('history')
    l_0_secret = resolve('secret')
    l_0_board = resolve('board')
    l_0_reference = resolve('reference')
    l_0_h = resolve('h')
    l_0_choices = resolve('choices')
    l_0_order = resolve('order')
    l_0_race = resolve('race')
    l_0_stats = resolve('stats')
    l_0_rule = missing
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
        t_3 = environment.filters['trim']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'trim' found.")
    try:
        t_4 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_5 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    try:
        t_6 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    l_0_rule = '=============================================================================='
    context.vars['rule'] = l_0_rule
    context.exported_vars.add('rule')
    yield str(t_5(environment, str_join(('Elasund, game ', environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), ': report for ', environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'label'), )), 96, break_on_hyphens=False))
    yield '\n'
    yield str((undefined(name='rule') if l_0_rule is missing else l_0_rule))
    yield '\n'
    yield str(t_5(environment, environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'turn_line'), 96, break_on_hyphens=False))
    yield '\n'
    yield str(t_5(environment, environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'waiting'), 96, break_on_hyphens=False))
    yield '\n'
    if environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'deadline'):
        pass
        yield str(environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'deadline'))
        yield '\n'
    if (undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed):
        pass
        yield '\nThe game is over, so its seed is revealed: '
        yield str((undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed))
        yield '\n  With it anyone can re-derive and check every roll, shuffle and draw of the game.\n'
    elif (((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment) and (undefined(name='history') if l_0_history is missing else l_0_history)) and (environment.getattr(environment.getitem((undefined(name='history') if l_0_history is missing else l_0_history), -1), 'n') == 0)):
        pass
        yield '\nThe dice are fixed in advance: every roll, shuffle and draw of this game comes from a secret\nseed chosen before the first order. Its fingerprint: '
        yield str((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment))
        yield '\n  The seed is revealed when the game ends, so that anyone can then check every roll.\n'
    if (undefined(name='secret') if l_0_secret is missing else l_0_secret):
        pass
        yield '\nYOUR SECRET: '
        yield str(environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'value'))
        yield '\n'
        for l_1_line in environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'lines'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(l_1_line)
            yield '\n'
        l_1_line = missing
    yield '\n'
    yield str(('WHAT HAPPENED SINCE THE LAST REPORT' if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'public') else 'SINCE YOUR LAST REPORT'))
    yield ' (newest first)\n'
    t_7 = 1
    for l_1_step in (undefined(name='history') if l_0_history is missing else l_0_history):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_5(environment, environment.getattr(l_1_step, 'heading'), 96, break_on_hyphens=False))
        yield '\n'
        if environment.getattr(l_1_step, 'actions'):
            pass
            yield '  Applied: '
            yield str(t_5(environment, t_2(context.eval_ctx, environment.getattr(l_1_step, 'actions'), '; '), 88, break_on_hyphens=False, wrapstring='\n           '))
            yield '\n'
        if environment.getattr(l_1_step, 'refused'):
            pass
            yield '  Refused: '
            yield str(t_5(environment, environment.getattr(l_1_step, 'refused'), 88, break_on_hyphens=False, wrapstring='\n           '))
            yield '\n'
        for l_2_event in environment.getattr(l_1_step, 'events'):
            _loop_vars = {}
            pass
            yield '  - '
            yield str(t_5(environment, environment.getattr(l_2_event, 'text'), 94, break_on_hyphens=False, wrapstring='\n    '))
            yield '\n'
        l_2_event = missing
        t_7 = 0
    l_1_step = missing
    if t_7:
        pass
        yield '  Nothing has happened since.\n'
    yield '\nTHE BOARD\n'
    yield str(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'text'))
    yield '\n\n'
    yield str(t_5(environment, environment.getattr(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'church'), 'text'), 96, break_on_hyphens=False))
    yield '\n\nTHE TABLE\n'
    template = environment.get_template('table.txt.j2', 'report.txt.j2')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'h': l_0_h, 'rule': l_0_rule}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    if (undefined(name='reference') if l_0_reference is missing else l_0_reference):
        pass
        yield '\n'
        yield str(t_4(environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'title')))
        yield '\n'
        l_0_h = environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'headings')
        context.vars['h'] = l_0_h
        context.exported_vars.add('h')
        yield '  '
        yield str(t_3(t_1('%-9s %-5s %7s %7s %4s  %-9s %5s  %-8s %s', environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 0), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 1), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 2), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 3), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 4), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 5), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 6), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 7), (environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 8) if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'colour') else ''))))
        yield '\n'
        for l_1_b in environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'buildings'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_3(t_1('%-9s %-5s %7d %7d %4d  %-9s %5d  %-8s %s', environment.getattr(l_1_b, 'name'), environment.getattr(l_1_b, 'size'), environment.getattr(l_1_b, 'squares'), environment.getattr(l_1_b, 'permits'), environment.getattr(l_1_b, 'gold'), environment.getattr(l_1_b, 'income_text'), environment.getattr(l_1_b, 'flags'), environment.getattr(l_1_b, 'left_text'), environment.getattr(l_1_b, 'afford_text'))))
            yield '\n'
        l_1_b = missing
        yield '  '
        yield str(t_5(environment, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'wall'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n  '
        yield str(t_5(environment, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'church'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n  '
        yield str(t_5(environment, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'rules'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n'
    if (undefined(name='choices') if l_0_choices is missing else l_0_choices):
        pass
        yield '\nYOUR CHOICES ('
        yield str(environment.getattr((undefined(name='choices') if l_0_choices is missing else l_0_choices), 'count'))
        yield ' legal actions; under each, what it costs and does)\n'
        for l_1_group in environment.getattr((undefined(name='choices') if l_0_choices is missing else l_0_choices), 'groups'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(environment.getattr(l_1_group, 'title'))
            yield '\n'
            for l_2_item in environment.getitem(l_1_group, 'items'):
                _loop_vars = {}
                pass
                yield '    '
                yield str(t_5(environment, str_join((environment.getattr(l_2_item, 'text'), (str_join((' ', t_2(context.eval_ctx, environment.getitem(l_2_item, 'values'), ' '), )) if environment.getitem(l_2_item, 'values') else ''), )), 92, break_on_hyphens=False, wrapstring='\n        '))
                yield '\n'
                if environment.getattr(l_2_item, 'note'):
                    pass
                    yield '        '
                    yield str(t_5(environment, environment.getattr(l_2_item, 'note'), 88, break_on_hyphens=False, wrapstring='\n        '))
                    yield '\n'
            l_2_item = missing
        l_1_group = missing
    if (undefined(name='order') if l_0_order is missing else l_0_order):
        pass
        yield '\nYOUR ORDER\n'
        yield str(t_5(environment, environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'intro'), 96, break_on_hyphens=False))
        yield '\n----8<---------------------------------------------------------------------------------------\n'
        yield str(environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'text'))
        yield '---->8---------------------------------------------------------------------------------------\n'
    yield '\nTHE CUBE RACE (victory cubes on the board; '
    yield str(environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'goal'))
    yield ' win the game)\n'
    if environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'columns'):
        pass
        yield '  turn              '
        for l_1_turn in environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'columns'):
            _loop_vars = {}
            pass
            yield str(t_1('%4d', l_1_turn))
        l_1_turn = missing
        yield '\n'
        for l_1_row in environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'rows'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_1('%-18s', environment.getattr(l_1_row, 'short')))
            for l_2_cubes in environment.getattr(l_1_row, 'sampled'):
                _loop_vars = {}
                pass
                yield str(t_1('%4d', l_2_cubes))
            l_2_cubes = missing
            yield '\n'
        l_1_row = missing
        yield '\n'
        for l_1_row in environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'rows'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_1('%-18s', environment.getattr(l_1_row, 'short')))
            yield ' '
            yield str(('#' * environment.getattr(l_1_row, 'now')))
            yield str(('.' * (environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'goal') - environment.getattr(l_1_row, 'now'))))
            yield ' '
            yield str(environment.getattr(l_1_row, 'now'))
            yield '\n'
        l_1_row = missing
    else:
        pass
        yield '  No turn has been played yet.\n'
    if t_6((undefined(name='stats') if l_0_stats is missing else l_0_stats)):
        pass
        yield '\n'
        template = environment.get_template('stats.txt.j2', 'report.txt.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'h': l_0_h, 'rule': l_0_rule}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

blocks = {}
debug_info = '2=62&3=65&4=67&5=69&6=71&7=73&8=75&10=77&12=80&14=82&17=85&20=87&22=90&23=92&24=96&28=100&29=103&31=107&32=109&33=112&35=114&36=117&38=119&39=123&46=132&48=134&51=136&52=142&54=145&55=147&56=151&57=153&58=157&60=161&61=163&62=165&64=167&66=170&67=172&68=176&69=178&70=182&71=184&72=187&77=191&80=194&82=196&85=199&86=201&87=204&89=210&90=214&94=223&95=227&100=238&102=241'