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
    l_0_pgettext = resolve('pgettext')
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
        yield str(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.seed-revealed', 'The game is over, so its seed is revealed:'))
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
    yield str(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.newest-first', '(newest first)'))
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
            yield str(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.applied', 'Applied:', _loop_vars=_loop_vars))
            yield ' '
            yield str(t_9(environment, t_2(context.eval_ctx, environment.getattr(l_1_step, 'actions'), '; '), 88, break_on_hyphens=False, wrapstring='\n           '))
            yield '\n'
        if environment.getattr(l_1_step, 'refused'):
            pass
            yield '  '
            yield str(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.refused', 'Refused:', _loop_vars=_loop_vars))
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
        yield str(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.nothing', 'Nothing has happened since.'))
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
        yield str(context.call((undefined(name='pgettext') if l_0_pgettext is missing else l_0_pgettext), 'page.race-none', 'No turn has been played yet.'))
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
debug_info = '2=90&3=93&4=95&5=97&6=99&7=101&8=103&10=105&12=108&13=112&14=114&16=117&17=119&19=121&21=124&22=128&23=132&27=136&28=141&30=145&31=147&32=150&34=154&35=157&37=161&38=165&41=173&44=176&45=178&47=180&49=182&50=184&51=190&53=193&54=195&55=198&56=201&57=204&58=207&59=211&60=213&61=217&63=221&64=223&65=225&67=227&69=230&70=234&71=238&72=240&73=244&74=246&75=249&80=253&82=256&83=258&85=260&88=263&89=267&90=270&92=277&93=281&97=290&98=294&101=305&103=307&105=310'