#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The table as a screen reader reaches it, through AT-SPI (pyatspi): in
# English and in German, no accessible name has a mnemonic underscore or
# says a button's label twice, and the person's hand cards can be pressed
# (the action card.activate): a hand card and then a discard pile end the
# turn, which the pile's new name shows.
#
# Run by test-ui-a11y-atspi.sh inside its own D-Bus session; exit 77 (skip)
# without pyatspi.
import os
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
except ImportError:
    print('pyatspi is not installed: skipped')
    sys.exit(77)

SPLAY = sys.argv[1]


def find_app(proc, timeout=60):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise SystemExit('splay ended before it was on the accessibility bus')
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == 'splay':
                return app
        time.sleep(0.2)
    raise SystemExit('the app never appeared on the accessibility bus')


def walk(node, out, depth=0):
    try:
        if depth > 0 and not node.getState().contains(pyatspi.STATE_VISIBLE):
            return
    except Exception:
        return
    out.append(node)
    for child in node:
        if child is not None:
            walk(child, out, depth + 1)


def actions(node):
    try:
        a = node.queryAction()
    except NotImplementedError:
        return []
    names = []
    for i in range(a.nActions):
        try:
            names.append(a.getName(i))
        except Exception:
            pass
    return names


def press(node, name='card.activate'):
    a = node.queryAction()
    for i in range(a.nActions):
        if a.getName(i) == name:
            return a.doAction(i)
    raise AssertionError('%r has no action %s' % (node.name, name))


def wait_for(cond, what, timeout=60):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = cond()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError('timed out waiting for ' + what)


def check(language, hand_names, discard_prefix):
    env = dict(os.environ)
    env.update(GTK_A11Y='atspi', LANGUAGE=language, LC_ALL='C.UTF-8',
               SPLAY_DB=os.path.join(tempfile.mkdtemp(), 'splay.db'))
    if os.environ.get('SPLAY_G_DEBUG'):
        env['G_DEBUG'] = os.environ['SPLAY_G_DEBUG']
    app_proc = subprocess.Popen([SPLAY, '--new', 'spite-malice', '--players', '2',
                                 '--level', 'easy'], env=env)
    try:
        app = find_app(app_proc)
        nodes = []

        def my_turn():
            nodes.clear()
            walk(app, nodes)
            discards = [n for n in nodes if n.name.startswith(discard_prefix)
                        and 'card.activate' in actions(n)]
            hand = [n for n in nodes if n.getRoleName() == 'push button'
                    and 'card.activate' in actions(n) and hand_names(n.name)]
            return (hand, discards) if hand and discards else None

        hand, discards = wait_for(my_turn, 'the hand cards')
        bad = []
        for n in nodes:
            name = n.name or ''
            if '_' in name and n.getRoleName() != 'label':
                bad.append(name)
            words = name.split()
            half = len(words) // 2
            if n.getRoleName() == 'push button' and half > 0 and len(words) % 2 == 0 \
                    and words[:half] == words[half:]:
                bad.append(name)
        assert not bad, '%s: names with an underscore or said twice: %r' % (language, bad)

        pile = discards[0]
        before = pile.name
        # The person may act: the hand card, then the pile.
        press(hand[0])
        time.sleep(0.3)
        press(pile)
        wait_for(lambda: pile.name != before, 'the discard pile to change (%s)' % before, 30)
        print('%s: %d nodes, %d hand cards, %r -> %r' % (language, len(nodes), len(hand),
                                                          before, pile.name))
    finally:
        app_proc.terminate()
        app_proc.wait()


CARD_WORDS_EN = ('Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
                 'Jack', 'Queen', 'King', 'Joker')
check('en', lambda name: name.split(' ')[0] in CARD_WORDS_EN and ' of ' in name, 'Discard pile 1')
check('de', lambda name: '-' in name and ',' not in name, 'Ablagestapel 1')
