# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by check-potfiles.sh and check-po-complete.sh: run xgettext the way
# meson's i18n.gettext (preset 'glib', see po/meson.build) does, so that the
# checks see the same messages as `meson compile splay-pot`. If po/meson.build
# gains extra xgettext args, add them here too.

splay_xgettext ()
{
  xgettext \
    --from-code=UTF-8 --add-comments \
    --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
    --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
    --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
    --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
    --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
    --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
    --flag=g_markup_printf_escaped:1:c-format --flag=g_log:3:c-format \
    --flag=g_print:1:c-format --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
    --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format --flag=g_snprintf:3:c-format \
    "$@"
}

# The files po/POTFILES.in lists, one a line, without comments or blank lines.
splay_potfiles ()
{
  sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e 's/^[[:space:]]*//' "$1/po/POTFILES.in" | sed '/^$/d'
}
