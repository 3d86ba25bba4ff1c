/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-history-page-private.h"

/* The history page's export to CSV or JSON: the file chooser, and the
 * writing on a thread. */

/* An export reads every match, seconds for a big history: it runs on a
 * thread with its own connection to the database (a consistent snapshot,
 * the game being played goes on saving), and the window stays live. */
typedef struct
{
  char *db_path;
  GFile *file;
  SplayHistoryFormat format;
  GApplication *app; /* held while it runs, or NULL */
  GStrv skipped;     /* matches left out, set by the thread */
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_free (job->db_path);
  g_strfreev (job->skipped);
  g_object_unref (job->file);
  if (job->app != NULL)
    {
      g_application_release (job->app);
      g_object_unref (job->app);
    }
  g_free (job);
}

static void
export_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ExportJob *job = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayStore) store = NULL;
  g_autoptr (GFileOutputStream) out = NULL;

  /* A local file is written beside the old one and renamed over it when
   * closed: a failed export leaves an existing file as it was. */
  store = splay_store_new_read_only (job->db_path, &error);
  if (store != NULL)
    out = g_file_replace (job->file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, cancellable,
                          &error);
  if (out != NULL
      && splay_store_export_history (store, job->format, G_OUTPUT_STREAM (out), &job->skipped,
                                     cancellable, &error)
      && g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

static void
on_export_done (GObject *source, GAsyncResult *result, gpointer data)
{
  SplayHistoryPage *self = SPLAY_HISTORY_PAGE (source);
  ExportJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_file_get_parse_name (job->file);
  g_autofree char *text = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error) && job->skipped != NULL)
    /* Translators: %s is a file name, %d how many matches, the last %s why
     * the first of them could not be read */
    text = g_strdup_printf (
        ngettext ("The history was saved to “%s”, but %d damaged match was left out: %s",
                  "The history was saved to “%s”, but %d damaged matches were left out: %s",
                  g_strv_length (job->skipped)),
        name, g_strv_length (job->skipped), job->skipped[0]);
  else if (error == NULL)
    /* Translators: %s is a file name */
    text = g_strdup_printf (_("The history was saved to “%s”."), name);
  else
    /* Translators: the first %s is a file name, the second says why */
    text = g_strdup_printf (_("The history could not be saved to “%s”: %s"), name, error->message);
  self->exporting--;
  if (self->exporting == 0 && self->export_toast != NULL)
    {
      /* The toast may outlive the page: it keeps no pointer into it. */
      g_object_remove_weak_pointer (G_OBJECT (self->export_toast),
                                    (gpointer *) &self->export_toast);
      adw_toast_dismiss (self->export_toast);
      self->export_toast = NULL;
    }
  if (!self->disposing)
    splay_history_page_toast (self, text);
}

void
splay_history_page_export (SplayHistoryPage *self, GFile *file, SplayHistoryFormat format)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GError) error = NULL;
  ExportJob *job;

  g_return_if_fail (SPLAY_IS_HISTORY_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  /* What the game in play has not yet written goes first. */
  if (!splay_store_flush (self->store, &error))
    g_debug ("Exporting without the moves not yet saved: %s", error->message);

  job = g_new0 (ExportJob, 1);
  job->db_path = g_strdup (splay_store_get_path (self->store));
  job->file = g_object_ref (file);
  job->format = format;
  task = g_task_new (self, NULL, on_export_done, NULL);
  g_task_set_source_tag (task, splay_history_page_export);
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  /* Quitting waits for the file to be whole. */
  job->app = g_application_get_default ();
  if (job->app != NULL)
    g_application_hold (g_object_ref (job->app));
  self->exporting++;
  if (self->export_toast == NULL)
    {
      AdwToast *t = adw_toast_new (_("Exporting the history…"));

      adw_toast_set_timeout (t, 0);
      self->export_toast = t;
      g_object_add_weak_pointer (G_OBJECT (t), (gpointer *) &self->export_toast);
      adw_toast_overlay_add_toast (self->overlay, t);
    }
  g_task_run_in_thread (task, export_thread);
}

gboolean
splay_history_page_is_exporting (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), FALSE);
  return self->exporting > 0;
}

#if GTK_CHECK_VERSION(4, 10, 0)
static void
on_save_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  SplayHistoryPage *self = SPLAY_HISTORY_PAGE (data);
  SplayHistoryFormat format = GPOINTER_TO_INT (g_object_get_data (source, "format"));
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (file != NULL)
    splay_history_page_export (self, file, format);
  g_object_unref (self);
}
#else
static void
on_chooser_response (GtkNativeDialog *chooser, int response, SplayHistoryPage *self)
{
  SplayHistoryFormat format = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "format"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (file != NULL)
        splay_history_page_export (self, file, format);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}
#endif

void
splay_history_page_choose_export_file (SplayHistoryPage *self, SplayHistoryFormat format)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  const char *name
      = format == SPLAY_HISTORY_FORMAT_CSV ? "splay-history.csv" : "splay-history.json";
  /* Translators: title of the file chooser of the history export */
  const char *title = format == SPLAY_HISTORY_FORMAT_CSV ? _("Export the History as CSV")
                                                         : _("Export the History as JSON");

#if GTK_CHECK_VERSION(4, 10, 0)
  GtkFileDialog *dialog = gtk_file_dialog_new ();

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_initial_name (dialog, name);
  g_object_set_data (G_OBJECT (dialog), "format", GINT_TO_POINTER (format));
  gtk_file_dialog_save (dialog, window, NULL, on_save_finished, g_object_ref (self));
  g_object_unref (dialog);
#else
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      title, window, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data (G_OBJECT (chooser), "format", GINT_TO_POINTER (format));
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
#endif
}
