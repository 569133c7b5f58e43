export { Icon, ICON_NAMES, ICON_PATHS, type IconName, type IconProps } from './Icon';
