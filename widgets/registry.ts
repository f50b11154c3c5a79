// The widget catalogue: an explicit list, so adding a widget is one line here plus its schema file
// (a unit test keeps the two sets equal, and node.schema.json is generated from the schema files).
import type { AnyWidget } from '../renderer/public';
import { ActionRowWidget } from './ActionRow';
import { ButtonWidget } from './Button';
import { DividerWidget } from './Divider';
import { ErrorStateWidget } from './ErrorState';
import { ImageWidget } from './Image';
import { ImagePickerWidget } from './ImagePicker';
import { InfoListWidget } from './InfoList';
import { ListItemWidget } from './ListItem';
import { NoticeWidget } from './Notice';
import { PhotoInfoWidget } from './PhotoInfo';
import { PickerWidget } from './Picker';
import { ProductCardWidget } from './ProductCard';
import { StackWidget } from './Stack';
import { StarRatingWidget } from './StarRating';
import { StatusBannerWidget } from './StatusBanner';
import { SuccessMarkWidget } from './SuccessMark';
import { TabsWidget } from './Tabs';
import { TagWidget } from './Tag';
import { TextWidget } from './Text';
import { TextAreaWidget } from './TextArea';
import { TextFieldWidget } from './TextField';

export const widgetList = [
  StackWidget,
  TextWidget,
  ImageWidget,
  ButtonWidget,
  StatusBannerWidget,
  InfoListWidget,
  ProductCardWidget,
  StarRatingWidget,
  ActionRowWidget,
  ErrorStateWidget,
  DividerWidget,
  NoticeWidget,
  // Form and list widgets (second set).
  TextFieldWidget,
  TextAreaWidget,
  PickerWidget,
  ImagePickerWidget,
  TabsWidget,
  TagWidget,
  ListItemWidget,
  SuccessMarkWidget,
  // Internal tools (the test preview page).
  PhotoInfoWidget,
] as const;

export type WidgetType = (typeof widgetList)[number]['type'];

export const widgets: Readonly<Record<WidgetType, AnyWidget>> = Object.freeze(
  // fromEntries cannot know the keys; the list above is exactly them.
  Object.fromEntries(widgetList.map((widget) => [widget.type, widget])) as Record<WidgetType, AnyWidget>,
);
