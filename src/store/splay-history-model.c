/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-history-model.h"

/* Rows read at once: a screenful many times over, and a few milliseconds. */
#define PAGE_SIZE 200
/* Pages kept: scrolling back and forth over a few thousand rows reads
 * nothing again, and memory stays small however long the history. */
#define MAX_PAGES 16

struct _SplayHistoryItem
{
  GObject parent_instance;
  SplayHistoryEntry *entry;
};

G_DEFINE_FINAL_TYPE (SplayHistoryItem, splay_history_item, G_TYPE_OBJECT)

static void
splay_history_item_finalize (GObject *object)
{
  SplayHistoryItem *self = SPLAY_HISTORY_ITEM (object);

  splay_history_entry_free (self->entry);
  G_OBJECT_CLASS (splay_history_item_parent_class)->finalize (object);
}

static void
splay_history_item_class_init (SplayHistoryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = splay_history_item_finalize;
}

static void
splay_history_item_init (SplayHistoryItem *self)
{
}

const SplayHistoryEntry *
splay_history_item_get_entry (SplayHistoryItem *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_ITEM (self), NULL);
  return self->entry;
}

/* ------------------------------------------------------------------------ */

struct _SplayHistoryModel
{
  GObject parent_instance;

  SplayStore *store;
  /* The query, with its strings owned here. */
  SplayHistoryQuery query;
  char *game_id;
  char *text;
  GArray *hidden; /* gint64 */

  guint n_items;
  GHashTable *pages; /* page number -> GPtrArray of SplayHistoryItem */
  GQueue recent;     /* page numbers, most recently used first */
  GError *error;
  guint empty_id; /* empty_after_error () to come */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SplayHistoryModel, splay_history_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static void
forget_pages (SplayHistoryModel *self)
{
  g_hash_table_remove_all (self->pages);
  g_queue_clear (&self->recent);
}

static void
fill_query (SplayHistoryModel *self, SplayHistoryQuery *query)
{
  *query = self->query;
  query->game_id = self->game_id;
  query->text = self->text;
  query->exclude = (const gint64 *) self->hidden->data;
  query->n_exclude = self->hidden->len;
}

static guint
count (SplayHistoryModel *self)
{
  SplayHistoryQuery query;
  guint n = 0;

  g_clear_error (&self->error);
  fill_query (self, &query);
  if (!splay_store_count_history (self->store, &query, &n, &self->error))
    {
      g_warning ("The history cannot be listed: %s", self->error->message);
      return 0;
    }
  return n;
}

/* Counts again and tells the views that everything changed. */
static void
replace_all (SplayHistoryModel *self)
{
  guint old = self->n_items;

  g_clear_handle_id (&self->empty_id, g_source_remove);
  forget_pages (self);
  self->n_items = count (self);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->n_items);
}

static GPtrArray *
load_page (SplayHistoryModel *self, guint page)
{
  g_autoptr (GPtrArray) entries = NULL;
  g_autoptr (GError) error = NULL;
  SplayHistoryQuery query;
  GPtrArray *items;

  fill_query (self, &query);
  entries = splay_store_list_history (self->store, &query, page * PAGE_SIZE, PAGE_SIZE, &error);
  if (entries == NULL)
    {
      g_warning ("A page of the history cannot be read: %s", error->message);
      if (self->error == NULL)
        self->error = g_steal_pointer (&error);
      return NULL;
    }

  items = g_ptr_array_new_full (entries->len, g_object_unref);
  /* The items take the entries over. */
  g_ptr_array_set_free_func (entries, NULL);
  for (guint i = 0; i < entries->len; i++)
    {
      SplayHistoryItem *item = g_object_new (SPLAY_TYPE_HISTORY_ITEM, NULL);
      item->entry = g_ptr_array_index (entries, i);
      g_ptr_array_add (items, item);
    }
  return items;
}

static GPtrArray *
get_page (SplayHistoryModel *self, guint page)
{
  GPtrArray *items = g_hash_table_lookup (self->pages, GUINT_TO_POINTER (page));

  if (items != NULL)
    {
      g_queue_remove (&self->recent, GUINT_TO_POINTER (page));
      g_queue_push_head (&self->recent, GUINT_TO_POINTER (page));
      return items;
    }
  items = load_page (self, page);
  if (items == NULL)
    return NULL;
  if (g_queue_get_length (&self->recent) >= MAX_PAGES)
    g_hash_table_remove (self->pages, g_queue_pop_tail (&self->recent));
  g_hash_table_insert (self->pages, GUINT_TO_POINTER (page), items);
  g_queue_push_head (&self->recent, GUINT_TO_POINTER (page));
  return items;
}

static GType
get_item_type (GListModel *model)
{
  return SPLAY_TYPE_HISTORY_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  return SPLAY_HISTORY_MODEL (model)->n_items;
}

static gboolean
empty_after_error (gpointer data)
{
  SplayHistoryModel *self = data;
  guint old = self->n_items;

  self->empty_id = 0;
  forget_pages (self);
  self->n_items = 0;
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old, 0);
  return G_SOURCE_REMOVE;
}

static gpointer
get_item (GListModel *model, guint position)
{
  SplayHistoryModel *self = SPLAY_HISTORY_MODEL (model);
  GPtrArray *items;
  guint index;

  if (position >= self->n_items)
    return NULL;
  /* Once a page failed the model is about to empty: the pages are not
   * tried again for every row the view asks for. */
  items = self->empty_id == 0 ? get_page (self, position / PAGE_SIZE) : NULL;
  index = position % PAGE_SIZE;
  /* A page can come back short if matches were deleted elsewhere since the
   * count, and a later page can fail to read: an item without an entry
   * stands there then (GTK's views unref whatever they get, NULL too). */
  if (items == NULL || index >= items->len)
    {
      /* A page that cannot be read (a file that counts its matches but
       * cannot list them): the model empties once the view is done
       * asking, and the error says why, as when nothing can be counted. */
      if (items == NULL && self->empty_id == 0)
        self->empty_id = g_idle_add (empty_after_error, self);
      return g_object_new (SPLAY_TYPE_HISTORY_ITEM, NULL);
    }
  return g_object_ref (g_ptr_array_index (items, index));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
splay_history_model_finalize (GObject *object)
{
  SplayHistoryModel *self = SPLAY_HISTORY_MODEL (object);

  g_clear_handle_id (&self->empty_id, g_source_remove);
  forget_pages (self);
  g_hash_table_unref (self->pages);
  g_array_unref (self->hidden);
  g_free (self->game_id);
  g_free (self->text);
  g_clear_error (&self->error);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (splay_history_model_parent_class)->finalize (object);
}

static void
splay_history_model_class_init (SplayHistoryModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = splay_history_model_finalize;
}

static void
splay_history_model_init (SplayHistoryModel *self)
{
  SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;

  self->query = query;
  self->hidden = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->pages = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                       (GDestroyNotify) g_ptr_array_unref);
  g_queue_init (&self->recent);
}

SplayHistoryModel *
splay_history_model_new (SplayStore *store)
{
  SplayHistoryModel *self;

  g_return_val_if_fail (SPLAY_IS_STORE (store), NULL);

  self = g_object_new (SPLAY_TYPE_HISTORY_MODEL, NULL);
  self->store = g_object_ref (store);
  self->n_items = count (self);
  return self;
}

void
splay_history_model_set_query (SplayHistoryModel *self, const SplayHistoryQuery *query)
{
  g_return_if_fail (SPLAY_IS_HISTORY_MODEL (self));
  g_return_if_fail (query != NULL);

  g_free (self->game_id);
  g_free (self->text);
  self->query = *query;
  self->game_id = g_strdup (query->game_id);
  self->text = g_strdup (query->text);
  /* The model's own list of hidden matches applies, not the caller's. */
  self->query.exclude = NULL;
  self->query.n_exclude = 0;
  replace_all (self);
}

void
splay_history_model_reload (SplayHistoryModel *self)
{
  g_return_if_fail (SPLAY_IS_HISTORY_MODEL (self));
  replace_all (self);
}

void
splay_history_model_hide (SplayHistoryModel *self, gint64 id)
{
  GHashTableIter iter;
  gpointer key, value;
  guint old = self->n_items;

  g_return_if_fail (SPLAY_IS_HISTORY_MODEL (self));

  for (guint i = 0; i < self->hidden->len; i++)
    if (g_array_index (self->hidden, gint64, i) == id)
      return;
  g_array_append_val (self->hidden, id);

  /* Where the row is on a page already read, only it goes; the rows after
   * it move up, so the pages from there on are read again when needed. The
   * views keep their place. */
  g_hash_table_iter_init (&iter, self->pages);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GPtrArray *items = value;
      guint page = GPOINTER_TO_UINT (key);

      for (guint i = 0; i < items->len; i++)
        if (splay_history_item_get_entry (g_ptr_array_index (items, i))->id == id)
          {
            guint position = page * PAGE_SIZE + i;
            GHashTableIter drop;

            g_hash_table_iter_init (&drop, self->pages);
            while (g_hash_table_iter_next (&drop, &key, NULL))
              if (GPOINTER_TO_UINT (key) >= page)
                {
                  g_queue_remove (&self->recent, key);
                  g_hash_table_iter_remove (&drop);
                }
            self->n_items = count (self);
            if (self->n_items == old - 1)
              g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
            else
              g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->n_items);
            return;
          }
    }
  replace_all (self);
}

void
splay_history_model_unhide (SplayHistoryModel *self, gint64 id)
{
  g_return_if_fail (SPLAY_IS_HISTORY_MODEL (self));

  for (guint i = 0; i < self->hidden->len; i++)
    if (g_array_index (self->hidden, gint64, i) == id)
      {
        g_array_remove_index_fast (self->hidden, i);
        replace_all (self);
        return;
      }
}

const GError *
splay_history_model_get_error (SplayHistoryModel *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_MODEL (self), NULL);
  return self->error;
}

guint
splay_history_model_get_n_loaded_pages (SplayHistoryModel *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_MODEL (self), 0);
  return g_hash_table_size (self->pages);
}
