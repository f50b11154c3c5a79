import { defineWidget } from '../../renderer/public';
import { ChannelPicker } from './ChannelPicker';

export const ChannelPickerWidget = defineWidget('ChannelPicker', ChannelPicker);
