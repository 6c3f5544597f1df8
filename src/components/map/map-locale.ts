import { m } from '#src/shared/i18n/messages.ts';

/**
 * MapLibre's own words (its controls' names, the gesture hints) in the page's language: its
 * `locale` option, by MapLibre's keys. The controls and gestures the maps use, no others.
 */
export function mapLocale(): Record<string, string> {
  return {
    'AttributionControl.ToggleAttribution': m.map_control_toggle_attribution(),
    'AttributionControl.MapFeedback': m.map_control_map_feedback(),
    'Map.Title': m.map_control_map(),
    'Marker.Title': m.map_control_marker(),
    'NavigationControl.ZoomIn': m.map_control_zoom_in(),
    'NavigationControl.ZoomOut': m.map_control_zoom_out(),
    'Popup.Close': m.map_control_close_popup(),
    'CooperativeGesturesHandler.WindowsHelpText': m.map_gestures_windows(),
    'CooperativeGesturesHandler.MacHelpText': m.map_gestures_mac(),
    'CooperativeGesturesHandler.MobileHelpText': m.map_gestures_mobile(),
  };
}
