export { Button, buttonTones, buttonSizes, type ButtonProps, type ButtonTone, type ButtonSize } from './Button/Button';
