import tokensCss from './tokens.css?inline';
import uiCss from './ui.css?inline';
import formsCss from './forms.css?inline';
import tabsCss from './tabs.css?inline';

export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Field, type FieldProps, type FieldControlProps } from './field';
export { Alert, type AlertProps, type AlertVariant } from './alert';
export { Modal, type ModalProps } from './modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { RouteLink, type RouteLinkProps } from './route-link';
export { ChoiceGroup, Checkbox, type ChoiceGroupProps, type CheckboxProps, type Choice } from './choice-group';
export { ImageUpload, imageUploadCss, type ImageUploadProps } from './image-upload';
export { AddressField, type AddressFieldProps, type AddressFormValue } from './address-field';
export { MilitaryFields, type MilitaryFieldsProps, type MilitaryFormValues } from './military-fields';
export { focusableWithin, deepActiveElement } from './focus';
export { tokensCss, uiCss, formsCss, tabsCss };

/** The design tokens and the primitives' styles, in order; add the feature's CSS after them. */
export const baseStyles: readonly string[] = [tokensCss, uiCss];
