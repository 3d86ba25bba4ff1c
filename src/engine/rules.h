/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules.h: the one table of functions every game implements.
 *
 * In the spirit of OpenSpiel's game API, a game is a flat state struct (no
 * pointers: copying one is a memcpy, and the AI copies them millions of times)
 * and a SplayRules table that creates, inspects and advances it. The engine
 * knows no time and no widgets. Three kinds of game fit the same table:
 *
 *  - turn-based with hidden hands (Splatoids, Spite and Malice): actors()
 *    names one seat;
 *  - simultaneous choice (Splito): actors() names every seat that has not
 *    chosen yet; a choice is kept hidden in the state (view() masks it) until
 *    the last seat chooses and the round resolves inside apply();
 *  - real-time races (Spit, Splat): actors() names every seat that may act;
 *    actions are applied in the order they arrive, and one that became
 *    illegal because the other player was faster is simply refused.
 *
 * Every deal comes from a 64-bit seed, so a game is (settings, seed, list of
 * (seat, action)) and is rebuilt by replay.
 */
#pragma once

#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "cards.h"
#include "rng.h"

G_BEGIN_DECLS

#define SPLAY_MAX_SEATS 8
#define SPLAY_MAX_OPTIONS 12
#define SPLAY_MAX_ACTIONS 512 /* most legal actions any game lists at once */

/* An action is 32 bits whose packing each game defines. It is what the
 * store saves, so a game never changes the meaning of a saved value. */
typedef uint32_t SplayAction;

/* Reserved in every game: the seat gives up. Never listed by legal(); apply()
 * accepts it from a seat still in play at any time. Where the rules let play
 * go on without that seat (Splatoids matchplay) it does, otherwise the game
 * ends with that seat last. */
#define SPLAY_ACTION_RESIGN ((SplayAction) 0xfffffffeu)

#define SPLAY_RULES_ERROR (splay_rules_error_quark ())
GQuark splay_rules_error_quark (void);

typedef enum
{
  SPLAY_RULES_ERROR_ILLEGAL, /* the action breaks a rule; message says which */
  SPLAY_RULES_ERROR_NOT_YOUR_TURN,
  SPLAY_RULES_ERROR_OVER,      /* the game is over */
  SPLAY_RULES_ERROR_PARSE,     /* notation that cannot be read */
  SPLAY_RULES_ERROR_SETTINGS,  /* settings out of range */
  SPLAY_RULES_ERROR_INVARIANT, /* card conservation or another invariant broken */
  SPLAY_RULES_ERROR_UNKNOWN_GAME,
} SplayRulesError;

/* Sets @error to a SPLAY_RULES_ERROR of @code with the formatted message
 * and returns FALSE, so a refusal is one line. With @error NULL (the
 * search's playouts) nothing is formatted. */
gboolean splay_rules_fail (GError **error, SplayRulesError code, const char *format, ...)
    G_GNUC_PRINTF (3, 4);

/* Options a game offers. SCOPE_PLAYER options are shown in the new-game
 * dialog; SCOPE_DEAL options are set by the match from deal to deal (who goes
 * first, the direction of play) and not shown. */
typedef enum
{
  SPLAY_OPTION_BOOL,
  SPLAY_OPTION_INT,
} SplayOptionKind;

typedef enum
{
  SPLAY_OPTION_SCOPE_PLAYER,
  SPLAY_OPTION_SCOPE_DEAL,
} SplayOptionScope;

typedef struct
{
  const char *key;   /* stable, used in the settings text: "wrap" */
  const char *label; /* N_()-marked, for the new-game dialog */
  const char *help;  /* N_()-marked one-line explanation, may be NULL */
  SplayOptionKind kind;
  SplayOptionScope scope;
  int min, max, def;
  /* A BOOL option that brings another with it (a variant that only makes
   * sense together with another): the key of the BOOL option it turns on
   * while it is on, or NULL. splay_settings_normalize applies it; the
   * new-game dialog shows the other switch on and fixed. */
  const char *implies;
} SplayOption;

/* Settings of one game (one deal): the seat count and one value per option of
 * the game's option table, in table order. Written as text for the store:
 * "seats=3 matchplay=1 first=2 reverse=1" (see splay_settings_to_text). */
typedef struct
{
  int n_seats;
  int values[SPLAY_MAX_OPTIONS];
} SplaySettings;

/* The outcome of a finished game. place[] is 1 for the best; tied seats share
 * a place. points[] is what the game scores for the match (Splatoids matchplay
 * points, Splito score, Spite and Malice score). tiebreak[] decides between
 * equal points within the game, higher first (Splito: fewer cards in one's
 * zones); 0 where points alone decide. A match of one game ends as its
 * game; over several, equal totals share the place. */
typedef struct
{
  int n_seats;
  int place[SPLAY_MAX_SEATS];
  int points[SPLAY_MAX_SEATS];
  int tiebreak[SPLAY_MAX_SEATS];
  gboolean drawn; /* no winner: stalemate, nothing left to draw */
} SplayResult;

typedef struct _SplayRules SplayRules;

struct _SplayRules
{
  const char *id;      /* "splatoids", "splat", "splito", "spit", "spite-malice" */
  const char *name;    /* N_()-marked display name */
  const char *summary; /* N_()-marked one-line description */
  int min_seats, max_seats, default_seats;
  gboolean realtime; /* Spit, Splat: the model runs a clock */
  gsize state_size;  /* sizeof the game's state struct */
  /* How many leading bytes of @state hold it, where a state keeps room it
   * rarely fills (Splatoids' remembered positions) at its end: copying
   * those copies the state, and is what the search does every iteration.
   * No function here reads a state past its extent: a finished game keeps
   * the state before its last action in a buffer of that size. NULL: all
   * state_size. */
  gsize (*state_extent) (const void *state);
  const SplayOption *options;
  int n_options;

  /* Checks @settings (seat count and option ranges and their combinations). */
  gboolean (*validate) (const SplaySettings *settings, GError **error);

  /* Deals a new game. @settings has been validated. */
  void (*init) (void *state, const SplaySettings *settings, uint64_t seed);

  /* Bit i set: seat i may act now. 0 once the game is over. */
  uint32_t (*actors) (const void *state);

  /* The legal actions of @seat now, at most SPLAY_MAX_ACTIONS, in a stable
   * order; 0 if the seat may not act. @out holds SPLAY_MAX_ACTIONS; a game
   * may write past the count it returns (Splatoids writes a rank's plays
   * eight at a time). */
  int (*legal) (const void *state, int seat, SplayAction *out);

  /* Applies @action for @seat. An illegal one is refused with a
   * SPLAY_RULES_ERROR naming the rule it breaks, and the state is unchanged.
   * Callers on hot paths (the AI) pass error = NULL. */
  gboolean (*apply) (void *state, int seat, SplayAction action, GError **error);

  gboolean (*is_over) (const void *state);
  void (*result) (const void *state, SplayResult *result);

  /* What @seat can see: a copy of @state in @out (state_size bytes) with every
   * card @seat cannot see replaced by SPLAY_CARD_UNKNOWN and every hidden
   * choice masked. seat = -1 is a spectator who sees only public cards. */
  void (*view) (const void *state, int seat, void *out);

  /* For the AI: deals every card @seat cannot see at random among the places
   * it cannot see, consistent with all @seat has seen (cards it saw picked up
   * stay where it saw them go). Operates on the true state in place. Also
   * re-seeds any generator kept in the state. */
  void (*determinize) (void *state, int seat, SplayRng *rng);

  /* Text notation. Actions: short, stable words ("play 7x2", "blind 3",
   * "pickup", "end"). Positions: one line that holds the whole true state. */
  char *(*action_to_text) (const void *state, int seat, SplayAction action);
  gboolean (*action_from_text) (const void *state, int seat, const char *text, SplayAction *out,
                                GError **error);
  char *(*state_to_text) (const void *state);
  gboolean (*state_from_text) (void *state, const char *text, GError **error);

  /* Card conservation (every physical card in exactly one place) and the
   * game's other invariants. */
  gboolean (*check) (const void *state, GError **error);

  /* A translated sentence for the board's "what just happened" line, e.g.
   * "Anna played two 7s and burned the pile". @before is the state the
   * action was applied to. */
  char *(*describe) (const void *before, int seat, SplayAction action, const char *player_name);

  /* The settings of deal @index (0-based) of a match whose first deal has
   * @base, given the previous deal's result (NULL for deal 0) and a seed for
   * any draw the rules call for. May be NULL: every deal uses @base. */
  void (*next_deal) (const SplaySettings *base, int index, const SplayResult *previous,
                     uint64_t seed, SplaySettings *out);

  /* A translated note for the new-game dialog about what @settings lead to
   * (e.g. that most such games end drawn), to be freed; NULL when there is
   * nothing to say. @settings may not have been validated. May be NULL. */
  char *(*advice) (const SplaySettings *settings);
};

/* Registry of the games the program knows. */
const SplayRules *const *splay_rules_all (int *n_rules);
const SplayRules *splay_rules_lookup (const char *id);
/* Like lookup, but sets @error with SPLAY_RULES_ERROR_UNKNOWN_GAME. */
const SplayRules *splay_rules_find (const char *id, GError **error);

/* Settings helpers, shared by every game. */
void splay_settings_defaults (const SplayRules *rules, int n_seats, SplaySettings *out);
int splay_settings_get (const SplayRules *rules, const SplaySettings *s, const char *key);
void splay_settings_set (const SplayRules *rules, SplaySettings *s, const char *key, int value);
int splay_rules_option_index (const SplayRules *rules, const char *key); /* -1 if none */
/* Turns on every option that an option which is on implies (see
 * SplayOption.implies). Idempotent. */
void splay_settings_normalize (const SplayRules *rules, SplaySettings *s);
/* "seats=3 matchplay=1 first=2": every option, in table order. */
char *splay_settings_to_text (const SplayRules *rules, const SplaySettings *s);
/* Parses text of that form; keys not given keep their defaults; unknown keys
 * and out-of-range values are errors. Normalizes (splay_settings_normalize)
 * and validates with rules->validate. */
gboolean splay_settings_from_text (const SplayRules *rules, const char *text, SplaySettings *out,
                                   GError **error);

/* Convenience over the table. */
static inline gboolean
splay_rules_seat_may_act (const SplayRules *rules, const void *state, int seat)
{
  return (rules->actors (state) >> seat) & 1;
}

/* The bytes of @state that hold it (SplayRules.state_extent): two states
 * are the same when their extents are. */
static inline gsize
splay_rules_state_extent (const SplayRules *rules, const void *state)
{
  return rules->state_extent ? rules->state_extent (state) : rules->state_size;
}

/* Copies the state @src into @dst (both state_size bytes): its extent,
 * leaving the rest of @dst as it was. */
static inline void
splay_rules_copy_state (const SplayRules *rules, void *dst, const void *src)
{
  memcpy (dst, src, splay_rules_state_extent (rules, src));
}

/* The reward a search gives each seat for a result: 1 for first place, 0 for
 * last, evenly spaced between; a draw gives every seat 0.5. */
double splay_result_reward (const SplayResult *result, int seat);

/* Whether @action is among the legal actions of @seat in @state (a plan
 * made before the table changed may no longer be). */
gboolean splay_rules_is_legal (const SplayRules *rules, const void *state, int seat,
                               SplayAction action);

/* One game dealt from @rng's next draw and played by random legal actions
 * from @rng to its end (at most @max_moves moves), as the search's
 * playouts see the rules: no checks. `splay-cli bench` times it and
 * tools/random-play-probe.c counts its instructions. Returns the moves. */
guint64 splay_rules_play_random_game (const SplayRules *rules, void *state,
                                      const SplaySettings *settings, SplayRng *rng,
                                      guint64 max_moves);

/* Parses "SEAT:ACTION" or, when exactly one seat may act, plain "ACTION". */
gboolean splay_rules_parse_seat_action (const SplayRules *rules, const void *state,
                                        const char *text, int *seat, SplayAction *action,
                                        GError **error);

G_END_DECLS
