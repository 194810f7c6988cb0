from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'report.txt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_say = resolve('say')
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
    l_0_w = resolve('w')
    l_0_v = resolve('v')
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
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_5 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_6 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_7 = environment.filters['trim']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'trim' found.")
    try:
        t_8 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_9 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    try:
        t_10 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    l_0_rule = '=============================================================================='
    context.vars['rule'] = l_0_rule
    context.exported_vars.add('rule')
    yield str(t_9(environment, context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.title', game=environment.getattr((undefined(name='game') if l_0_game is missing else l_0_game), 'id'), reader=environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'label')), 96, break_on_hyphens=False))
    yield '\n'
    yield str((undefined(name='rule') if l_0_rule is missing else l_0_rule))
    yield '\n'
    yield str(t_9(environment, environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'turn_line'), 96, break_on_hyphens=False))
    yield '\n'
    yield str(t_9(environment, environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'waiting'), 96, break_on_hyphens=False))
    yield '\n'
    if environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'deadline'):
        pass
        yield str(environment.getattr((undefined(name='header') if l_0_header is missing else l_0_header), 'deadline'))
        yield '\n'
    if (undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed):
        pass
        yield '\n'
        yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.seed-revealed'))
        yield ' '
        yield str((undefined(name='revealed_seed') if l_0_revealed_seed is missing else l_0_revealed_seed))
        yield '\n  '
        yield str(t_9(environment, context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.seed-check'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n'
    elif (((undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment) and (undefined(name='history') if l_0_history is missing else l_0_history)) and (environment.getattr(environment.getitem((undefined(name='history') if l_0_history is missing else l_0_history), -1), 'n') == 0)):
        pass
        yield '\n'
        yield str(t_9(environment, str_join((context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.dice-fixed'), '. ', context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.seed-secret'), ' ', (undefined(name='seed_commitment') if l_0_seed_commitment is missing else l_0_seed_commitment), )), 96, break_on_hyphens=False))
        yield '\n  '
        yield str(t_9(environment, context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.seed-later'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n'
    if (undefined(name='secret') if l_0_secret is missing else l_0_secret):
        pass
        yield '\n'
        yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.secret')))
        yield ': '
        yield str(environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'value'))
        yield '\n'
        for l_1_line in environment.getattr((undefined(name='secret') if l_0_secret is missing else l_0_secret), 'lines'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_9(environment, l_1_line, 94, break_on_hyphens=False, wrapstring='\n  '))
            yield '\n'
        l_1_line = missing
    yield '\n'
    yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), ('page.since-public' if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'public') else 'page.since-yours'))))
    yield ' '
    yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.newest-first'))
    yield '\n'
    t_11 = 1
    for l_1_step in (undefined(name='history') if l_0_history is missing else l_0_history):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_9(environment, environment.getattr(l_1_step, 'heading'), 96, break_on_hyphens=False))
        yield '\n'
        if environment.getattr(l_1_step, 'actions'):
            pass
            yield '  '
            yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.applied', _loop_vars=_loop_vars))
            yield ' '
            yield str(t_9(environment, t_2(context.eval_ctx, environment.getattr(l_1_step, 'actions'), '; '), 88, break_on_hyphens=False, wrapstring='\n           '))
            yield '\n'
        if environment.getattr(l_1_step, 'refused'):
            pass
            yield '  '
            yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.refused', _loop_vars=_loop_vars))
            yield ' '
            yield str(t_9(environment, environment.getattr(l_1_step, 'refused'), 88, break_on_hyphens=False, wrapstring='\n           '))
            yield '\n'
        for l_2_event in environment.getattr(l_1_step, 'events'):
            _loop_vars = {}
            pass
            yield '  - '
            yield str(t_9(environment, environment.getattr(l_2_event, 'text'), 94, break_on_hyphens=False, wrapstring='\n    '))
            yield '\n'
        l_2_event = missing
        t_11 = 0
    l_1_step = missing
    if t_11:
        pass
        yield '  '
        yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.nothing'))
        yield '\n'
    yield '\n'
    yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.board')))
    yield '\n'
    yield str(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'text'))
    yield '\n\n'
    yield str(t_9(environment, environment.getattr(environment.getattr((undefined(name='board') if l_0_board is missing else l_0_board), 'church'), 'text'), 96, break_on_hyphens=False))
    yield '\n\n'
    yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.table')))
    yield '\n'
    template = environment.get_template('table.txt.j2', 'report.txt.j2')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'h': l_0_h, 'rule': l_0_rule, 'v': l_0_v, 'w': l_0_w}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    if (undefined(name='reference') if l_0_reference is missing else l_0_reference):
        pass
        yield '\n'
        yield str(t_8(environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'title')))
        yield '\n'
        l_0_h = environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'headings')
        context.vars['h'] = l_0_h
        context.exported_vars.add('h')
        l_0_w = ([9, t_3(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 0))] + t_4(context.eval_ctx, t_5(context, t_5(context, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'buildings'), attribute='name'), 'length')))
        context.vars['w'] = l_0_w
        context.exported_vars.add('w')
        l_0_w = t_6(environment, (undefined(name='w') if l_0_w is missing else l_0_w))
        context.vars['w'] = l_0_w
        context.exported_vars.add('w')
        l_0_v = ([9, t_3(environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 5))] + t_4(context.eval_ctx, t_5(context, t_5(context, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'buildings'), attribute='income_text'), 'length')))
        context.vars['v'] = l_0_v
        context.exported_vars.add('v')
        l_0_v = t_6(environment, (undefined(name='v') if l_0_v is missing else l_0_v))
        context.vars['v'] = l_0_v
        context.exported_vars.add('v')
        yield '  '
        yield str(t_7(t_1('%-*s %-5s %7s %7s %4s  %-*s %5s  %-8s %s', (undefined(name='w') if l_0_w is missing else l_0_w), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 0), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 1), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 2), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 3), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 4), (undefined(name='v') if l_0_v is missing else l_0_v), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 5), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 6), environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 7), (environment.getitem((undefined(name='h') if l_0_h is missing else l_0_h), 8) if environment.getattr((undefined(name='viewer') if l_0_viewer is missing else l_0_viewer), 'colour') else ''))))
        yield '\n'
        for l_1_b in environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'buildings'):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_7(t_1('%-*s %-5s %7d %7d %4d  %-*s %5d  %-8s %s', (undefined(name='w') if l_0_w is missing else l_0_w), environment.getattr(l_1_b, 'name'), environment.getattr(l_1_b, 'size'), environment.getattr(l_1_b, 'squares'), environment.getattr(l_1_b, 'permits'), environment.getattr(l_1_b, 'gold'), (undefined(name='v') if l_0_v is missing else l_0_v), environment.getattr(l_1_b, 'income_text'), environment.getattr(l_1_b, 'flags'), environment.getattr(l_1_b, 'left_text'), environment.getattr(l_1_b, 'afford_text'))))
            yield '\n'
        l_1_b = missing
        yield '  '
        yield str(t_9(environment, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'wall'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n  '
        yield str(t_9(environment, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'church'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n  '
        yield str(t_9(environment, environment.getattr((undefined(name='reference') if l_0_reference is missing else l_0_reference), 'rules'), 94, break_on_hyphens=False, wrapstring='\n  '))
        yield '\n'
    if (undefined(name='choices') if l_0_choices is missing else l_0_choices):
        pass
        yield '\n'
        yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.choices')))
        yield ' ('
        yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.choices-note', count=environment.getattr((undefined(name='choices') if l_0_choices is missing else l_0_choices), 'count')))
        yield ')\n'
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
                yield str(t_9(environment, str_join((environment.getattr(l_2_item, 'text'), (str_join((' ', t_2(context.eval_ctx, environment.getitem(l_2_item, 'values'), ' '), )) if environment.getitem(l_2_item, 'values') else ''), )), 92, break_on_hyphens=False, wrapstring='\n        '))
                yield '\n'
                if environment.getattr(l_2_item, 'note'):
                    pass
                    yield '        '
                    yield str(t_9(environment, environment.getattr(l_2_item, 'note'), 88, break_on_hyphens=False, wrapstring='\n        '))
                    yield '\n'
            l_2_item = missing
        l_1_group = missing
    if (undefined(name='order') if l_0_order is missing else l_0_order):
        pass
        yield '\n'
        yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.order-heading')))
        yield '\n'
        yield str(t_9(environment, environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'intro'), 96, break_on_hyphens=False))
        yield '\n----8<---------------------------------------------------------------------------------------\n'
        yield str(environment.getattr((undefined(name='order') if l_0_order is missing else l_0_order), 'text'))
        yield '---->8---------------------------------------------------------------------------------------\n'
    yield '\n'
    yield str(t_8(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.race')))
    yield ' ('
    yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.race-note', goal=environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'goal')))
    yield ')\n'
    if environment.getattr((undefined(name='race') if l_0_race is missing else l_0_race), 'columns'):
        pass
        yield '  '
        yield str(t_1('%-18s', context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.race-turn')))
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
        yield '  '
        yield str(context.call((undefined(name='say') if l_0_say is missing else l_0_say), 'page.race-none'))
        yield '\n'
    if t_10((undefined(name='stats') if l_0_stats is missing else l_0_stats)):
        pass
        yield '\n'
        template = environment.get_template('stats.txt.j2', 'report.txt.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'h': l_0_h, 'rule': l_0_rule, 'v': l_0_v, 'w': l_0_w}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

blocks = {}
debug_info = '2=89&3=92&4=94&5=96&6=98&7=100&8=102&10=104&12=107&13=111&14=113&16=116&17=118&19=120&21=123&22=127&23=131&27=135&28=140&30=144&31=146&32=149&34=153&35=156&37=160&38=164&41=172&44=175&45=177&47=179&49=181&50=183&51=189&53=192&54=194&55=197&56=200&57=203&58=206&59=210&60=212&61=216&63=220&64=222&65=224&67=226&69=229&70=233&71=237&72=239&73=243&74=245&75=248&80=252&82=255&83=257&85=259&88=262&89=266&90=269&92=276&93=280&97=289&98=293&101=304&103=306&105=309'