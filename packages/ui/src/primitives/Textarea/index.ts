export { Textarea, counterText, type TextareaProps } from './Textarea';
