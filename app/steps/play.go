package steps

import (
	"time"

	"nqueens/app/link"
)

// playFrame is the time between two frames of play.
const playFrame = time.Second / 30

// stepsPerFrame is how many steps each frame of play shows at speed.
func stepsPerFrame(speed int) int { return max(1, speed/int(time.Second/playFrame)) }

// A player plays the panel's steps at the panel's speed, a frame at a
// time, until it is paused or the search ends. It owns the state of play:
// whether it plays, what stops its frames, whether the link's autoplay
// has started it, and when the link last took the step while it played.
type player struct {
	playing    bool
	autoplayed bool      // whether the link's autoplay has started play
	stopPlay   func()    // stops the frames of play
	synced     time.Time // when the link last took the step, while playing
}

// tick advances panel s's play by one frame's steps, and stops at the
// end; a loop starts over instead, at its first step past its last or
// the end.
func (pl *player) tick(s *Panel) {
	if waiting, _ := s.window.waiting(); !pl.playing || waiting {
		return
	}
	from, to := s.params.Loop[0], s.params.Loop[1]
	next := s.params.At + stepsPerFrame(s.params.Speed)
	if s.params.Predict { // one step at a time, asking before each it asks about
		if s.askFirst() {
			return
		}
		next = s.params.At + 1
	}
	if to != 0 && (next > to || s.atEnd()) {
		next = from
	}
	s.StepTo(next)
	if s.atEnd() && to == 0 {
		pl.pause(s)
	}
}

// play plays panel s's search at its speed until pause or its end.
func (pl *player) play(s *Panel) {
	if pl.playing || s.atEnd() && s.params.Loop[1] == 0 {
		return
	}
	pl.playing, pl.synced = true, time.Now()
	interval := max(playFrame, time.Second/time.Duration(s.params.Speed))
	pl.stopPlay = s.loop.Every(interval, func() { pl.tick(s) })
}

// toggle plays panel s's search, or pauses play.
func (pl *player) toggle(s *Panel) {
	if pl.playing {
		pl.pause(s)
	} else {
		pl.play(s)
	}
}

// pause stops play, and puts the step panel s shows in the link.
func (pl *player) pause(s *Panel) {
	if !pl.playing {
		return
	}
	pl.playing = false
	if pl.stopPlay != nil {
		pl.stopPlay()
		pl.stopPlay = nil
	}
	s.link(link.ReplaceEntry)
}

// autoplay starts play once, in a task of its own, when panel s's link
// asks for it and the page is live.
func (pl *player) autoplay(s *Panel) {
	if s.params.Autoplay && !pl.autoplayed && s.Live {
		pl.autoplayed = true
		s.soon(func() { pl.play(s) })
	}
}

// linked notes that the link took the step shown, now.
func (pl *player) linked() { pl.synced = time.Now() }

// linkDue reports whether the step shown goes in the link: each step,
// but while playing at most one a second.
func (pl *player) linkDue() bool { return !pl.playing || time.Since(pl.synced) > time.Second }
