/** The player area: the screens the app mounts at their routes. */
export { PlayerHomeScreen } from './PlayerHomeScreen';
export { GameLobbyScreen, type GameLobbyScreenProps } from './GameLobbyScreen';
export { DepositScreen, type DepositScreenProps } from './DepositScreen';
export { WithdrawScreen } from './WithdrawScreen';
export { HistoryScreen, type HistoryTab } from './HistoryScreen';
export { openBlankWindow, type GameWindow, type OpenGameWindow } from './gameWindow';
export { copyWithClipboard, type CopyText } from './components/TransferAccount';
