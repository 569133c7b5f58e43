// Tag prompts: saved lyrics and styles prompts (create or update, list 100 a page, delete).
import { PAGING, type components } from '@cadenza/sdk';
import { isoAt } from '../clock';
import type { SavedPromptRecord } from '../db/prompts';
import { newId } from '../db/ids';
import { badRequest, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { page } from '../domain/library';

const serialize = (record: SavedPromptRecord): components['schemas']['SavedPrompt'] => ({
  id: record.id,
  prompt_type: record.prompt_type,
  gpt_description_prompt: record.gpt_description_prompt,
  lyrics: record.lyrics,
  tags: record.tags,
  negative_tags: record.negative_tags,
  title: record.title,
  sliders: record.sliders,
  updated_at: isoAt(record.updated_at),
});

const filled = (text: string | null | undefined): boolean => text != null && text.trim() !== '';

export const promptRoutes = defineRoutes({
  savePrompt: ({ ctx, viewer, body }) => {
    const type = filled(body.lyrics)
      ? 'lyrics'
      : filled(body.tags) || filled(body.gpt_description_prompt)
        ? 'tags'
        : null;
    if (type === null) throw badRequest('A saved prompt needs lyrics or styles.');
    let id = newId();
    if (body.id) {
      const existing = ctx.repos.prompts.get(body.id);
      if (!existing || existing.user_id !== viewer.id) throw notFound('Saved prompt not found.');
      id = existing.id;
    }
    const record: SavedPromptRecord = {
      id,
      user_id: viewer.id,
      prompt_type: type,
      gpt_description_prompt: body.gpt_description_prompt ?? null,
      lyrics: body.lyrics ?? null,
      tags: body.tags ?? null,
      negative_tags: body.negative_tags ?? null,
      title: body.title ?? null,
      sliders: body.sliders ?? null,
      updated_at: ctx.clock.now(),
    };
    ctx.repos.prompts.upsert(record);
    return { saved_prompt: serialize(record) };
  },

  getSavedPrompts: ({ ctx, viewer, query }) => {
    const all = ctx.repos.prompts.list(viewer.id, query.filter_prompt_type ?? null);
    const { size: most } = PAGING.getSavedPrompts;
    const size = Math.min(query.per_page ?? most, most);
    return {
      prompts: page(all, 'getSavedPrompts', query.page, size).map(serialize),
      num_total_results: all.length,
    };
  },

  deletePrompt: ({ ctx, viewer, body }) => {
    const existing = ctx.repos.prompts.get(body.id);
    if (!existing || existing.user_id !== viewer.id) throw notFound('Saved prompt not found.');
    ctx.repos.prompts.delete(existing.id);
    return { success: true, id: existing.id };
  },
});
