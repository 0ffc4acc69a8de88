import tokensCss from './tokens.css?inline';
import uiCss from './ui.css?inline';

export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Field, type FieldProps, type FieldControlProps } from './field';
export { Alert, type AlertProps, type AlertVariant } from './alert';
export { Modal, type ModalProps } from './modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { RouteLink, type RouteLinkProps } from './route-link';
export { focusableWithin, deepActiveElement } from './focus';
export { tokensCss, uiCss };

/** The design tokens and the primitives' styles, in order; add the feature's CSS after them. */
export const baseStyles: readonly string[] = [tokensCss, uiCss];
