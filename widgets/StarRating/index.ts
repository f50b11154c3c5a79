import { defineWidget } from '../../renderer/public';
import { StarRating } from './StarRating';

export const StarRatingWidget = defineWidget('StarRating', StarRating);
