// The widget catalogue: an explicit list, so adding a widget is one line here plus its schema file
// (a unit test keeps the two sets equal, and node.schema.json is generated from the schema files).
import type { AnyWidget } from '../renderer/public';
import { ActionRowWidget } from './ActionRow';
import { BarcodeWidget } from './Barcode';
import { ChannelPickerWidget } from './ChannelPicker';
import { ArticleWidget } from './Article';
import { ButtonWidget } from './Button';
import { CheckboxWidget } from './Checkbox';
import { CaptchaImageWidget } from './CaptchaImage';
import { CountdownWidget } from './Countdown';
import { DividerWidget } from './Divider';
import { DocFrameWidget } from './DocFrame';
import { ErrorStateWidget } from './ErrorState';
import { GridWidget } from './Grid';
import { GroupWidget } from './Group';
import { HeroWidget } from './Hero';
import { ImageWidget } from './Image';
import { ImagePickerWidget } from './ImagePicker';
import { InfoListWidget } from './InfoList';
import { ListItemWidget } from './ListItem';
import { NoticeWidget } from './Notice';
import { PlanListWidget } from './PlanList';
import { PhotoInfoWidget } from './PhotoInfo';
import { PickerWidget } from './Picker';
import { SiteLayoutWidget } from './SiteLayout';
import { ProductCardWidget } from './ProductCard';
import { QrCodeWidget } from './QrCode';
import { StackWidget } from './Stack';
import { StarRatingWidget } from './StarRating';
import { StatusBannerWidget } from './StatusBanner';
import { SuccessMarkWidget } from './SuccessMark';
import { TabsWidget } from './Tabs';
import { TagWidget } from './Tag';
import { TextWidget } from './Text';
import { TextAreaWidget } from './TextArea';
import { TextFieldWidget } from './TextField';
import { ThemeScopeWidget } from './ThemeScope';

export const widgetList = [
  StackWidget,
  GroupWidget,
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
  // Loan confirmation: consent and agreements.
  CheckboxWidget,
  DocFrameWidget,
  // Repayment widgets.
  QrCodeWidget,
  BarcodeWidget,
  PlanListWidget,
  ChannelPickerWidget,
  // Registration and legacy repayment.
  CountdownWidget,
  CaptchaImageWidget,
  ThemeScopeWidget,
  // Public site and long content.
  ArticleWidget,
  SiteLayoutWidget,
  GridWidget,
  HeroWidget,
  // Internal tools (the test preview page).
  PhotoInfoWidget,
] as const;

export type WidgetType = (typeof widgetList)[number]['type'];

export const widgets: Readonly<Record<WidgetType, AnyWidget>> = Object.freeze(
  // fromEntries cannot know the keys; the list above is exactly them.
  Object.fromEntries(widgetList.map((widget) => [widget.type, widget])) as Record<WidgetType, AnyWidget>,
);
