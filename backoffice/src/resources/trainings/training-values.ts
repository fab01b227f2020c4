import { newPostValues, type Post, type PostFormValues } from '../posts/form-values';

/** The only post type of the trainings screen (the API pins it too). */
export const TRAINING_TYPES = ['training'] as const;

/** A new training: the post editor's defaults with the training type and no live session yet. */
export function newTrainingValues(): PostFormValues {
  return {
    ...newPostValues(),
    type: 'training',
    attachments: [],
    sessionAt: null,
    sessionLocation: '',
  };
}

/** live: published and within its dates; scheduled: published, not yet (or no longer) shown; draft. */
export function trainingStatus(
  record: Pick<Post, 'live' | 'published'>,
): 'live' | 'scheduled' | 'draft' {
  return record.live ? 'live' : record.published ? 'scheduled' : 'draft';
}
