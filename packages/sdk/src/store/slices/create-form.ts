/**
 * The create forms (1-generation §2, §4): one for /create and one for the studio, each replaced
 * whole with the state resolveCreateForm returned (the thunk in create-form-actions.ts runs the
 * conflict rules with the session's rules context).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateFormScope, CreateFormState } from '@cadenza/sdk';

export type CreateFormsState = Readonly<Record<CreateFormScope, CreateFormState | null>>;

export const createFormSlice = /* @__PURE__ */ createSlice({
  name: 'cadenzaCreateForm',
  initialState: (): CreateFormsState => ({ create: null, studio: null }),
  reducers: {
    formReplaced: (
      state,
      action: PayloadAction<{ scope: CreateFormScope; form: CreateFormState }>,
    ) => ({
      ...state,
      [action.payload.scope]: action.payload.form,
    }),
  },
});
