// The setup page: the seats (names, people or bots) and the rule options, each choice with
// its one-line explanation from the core. The core checks the table when the game starts.
import type { App, Page } from '../app/app';
import { h, replace } from '../app/dom';
import type { BotLevel, FlickSensitivity, RuleOptions, SeatSetup } from '../api/types';
import { freshSeed, startedGame } from '../game/game-page';

const SUGGESTED_NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Ema', 'Finn'];

export function openSetup(app: App, area: HTMLElement): Page {
  const menu = app.opened.menu;
  const seats: SeatSetup[] = [
    { name: SUGGESTED_NAMES[0] ?? 'Anna', bot: null },
    { name: 'Bot', bot: menu.default_bot },
  ];
  let rules: RuleOptions = menu.default_rules;
  let chosen: Record<string, string | null> = {};
  const seatList = h('ol.seats');
  const ruleList = h('div.rules');

  /** How hard this person flicks (the core's sensitivities; normal unless chosen). */
  const flickChoice = (seat: SeatSetup, index: number): HTMLElement => {
    const now = seat.flick_sensitivity ?? 'normal';
    const select = h('select', {
      'aria-label': `Seat ${index + 1} flick sensitivity`,
      onchange: (event) => {
        seat.flick_sensitivity = (event.target as HTMLSelectElement).value as FlickSensitivity;
        drawSeats();
      },
    }, ...menu.flick_sensitivities.map((choice) =>
      h('option', { value: choice.id, selected: choice.id === now }, `Flick: ${choice.label}`)));
    const why = menu.flick_sensitivities.find((choice) => choice.id === now)?.explanation;
    return h('div.seat-flick', {}, select, h('small.explanation', {}, why));
  };

  const drawSeats = (): void => {
    replace(seatList, ...seats.map((seat, index) => {
      const colour = menu.colours[index];
      const kind = h('select', {
        'aria-label': `Seat ${index + 1} is played by`,
        onchange: (event) => {
          const value = (event.target as HTMLSelectElement).value;
          seat.bot = value === 'person' ? null : (value as BotLevel);
          // Only people flick.
          if (seat.bot !== null) delete seat.flick_sensitivity;
          drawSeats();
        },
      },
      h('option', { value: 'person', selected: seat.bot === null }, 'Person'),
      ...menu.bot_levels.map((level) => h('option', { value: level.id, selected: seat.bot === level.id }, `Bot: ${level.name}`)));
      return h('li.seat', {},
        h('span.swatch', { style: colour ? `background: rgb(${colour.rgb.join(',')})` : '' }),
        h('input', {
          value: seat.name, maxlength: menu.seat_limits.longest_name, 'aria-label': `Seat ${index + 1} name`,
          oninput: (event) => (seat.name = (event.target as HTMLInputElement).value),
        }),
        kind,
        seats.length > menu.seat_limits.min_seats
          ? h('button.remove', { 'aria-label': `Remove seat ${index + 1}`, onclick: () => { seats.splice(index, 1); drawSeats(); } }, '×')
          : null,
        seat.bot === null ? flickChoice(seat, index) : null,
      );
    }));
    addSeat.hidden = seats.length >= menu.seat_limits.max_seats;
  };

  const drawRules = async (): Promise<void> => {
    chosen = await app.core.call('chosenRules', rules);
    replace(ruleList, ...menu.rules.map((option) => {
      const isSwitch = option.choices.length === 1;
      return h('fieldset.rule', { 'data-option': option.id },
        h('legend', {}, option.title),
        ...option.choices.map((choice) => {
          const on = chosen[option.id] === choice.id;
          const input = h('input', {
            type: isSwitch ? 'checkbox' : 'radio', name: option.id, checked: on,
            onchange: async () => {
              try {
                rules = await app.core.call('chooseRule', rules, option.id, isSwitch && on ? null : choice.id);
                await drawRules();
              } catch (error) {
                app.tell(error);
              }
            },
          });
          return h(`label.choice${on ? '.on' : ''}`, { 'data-choice': choice.id }, input,
            h('span', {}, h('strong', {}, choice.title), h('small.explanation', {}, choice.explanation)));
        }),
      );
    }));
  };

  const addSeat = h('button#add-seat', {
    onclick: () => {
      const taken = new Set(seats.map((seat) => seat.name));
      seats.push({ name: SUGGESTED_NAMES.find((name) => !taken.has(name)) ?? `Player ${seats.length + 1}`, bot: null });
      drawSeats();
    },
  }, '+ Add a seat');

  // The core checks the table; a refusal is told and the setup stays as it is.
  const start = h('button.primary#start', {
    onclick: async () => {
      try {
        const view = await app.core.call('start', { seats, rules }, freshSeed());
        await app.open(startedGame(view), 'Catapult', app.home);
      } catch (error) {
        app.tell(error);
      }
    },
  }, 'Start the game');

  area.append(h('section.setup', {}, h('h2', {}, 'Players'), seatList, addSeat, h('h2', {}, 'Rules'), ruleList, start));
  drawSeats();
  void drawRules();
  return {};
}
