//! Arabic and Persian as a reader sees them, drawn offscreen through EGL and read back: letters
//! joined into words, the first letter at the right, a value such as `+0.25` left to right and
//! whole inside a right-to-left sentence, Persian digits in Persian.
//!
//! `GAMETREE_TEXT_PNG=dir` saves each picture there, to look at (and to read with tesseract).

use gametree::render::offscreen::{Image, render_rgba, save_png};
use gametree::render::scene::{Align, Scene, Shape};
use gametree::render::text::measure;

const BG: [f32; 4] = [0.0, 0.0, 0.0, 1.0];
const INK: [f32; 4] = [1.0, 1.0, 1.0, 1.0];
const SIZE: f32 = 48.0;

/// `text` drawn white on black at [`SIZE`], from x = 20, in a picture just wide enough.
fn draw(text: &str, name: &str) -> Image {
    let w = (measure(text, SIZE) + 40.0).ceil() as u32;
    let mut s = Scene::new(w, 90, BG);
    s.push(Shape::Text {
        pos: [20.0, 62.0],
        size: SIZE,
        color: INK,
        align: Align::Left,
        text: text.into(),
    });
    let img = render_rgba(&s).expect("offscreen GL");
    if let Some(dir) = std::env::var_os("GAMETREE_TEXT_PNG") {
        save_png(
            &img,
            &std::path::Path::new(&dir).join(format!("{name}.png")),
        )
        .unwrap();
    }
    img
}

/// Whether the pixel is ink.
fn ink(img: &Image, x: u32, y: u32) -> bool {
    img.pixel(x, y).is_some_and(|p| p[0] > 110)
}

/// The ink's bounding box: left, top, right, bottom (inclusive).
fn ink_box(img: &Image) -> [u32; 4] {
    let mut b = [u32::MAX, u32::MAX, 0, 0];
    for y in 0..img.height {
        for x in 0..img.width {
            if ink(img, x, y) {
                b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
            }
        }
    }
    b
}

/// The separate shapes of ink (8-connected).
fn shapes(img: &Image) -> usize {
    let (w, h) = (img.width as i64, img.height as i64);
    let mut seen = vec![false; (w * h) as usize];
    let mut count = 0;
    for start in 0..w * h {
        if seen[start as usize] || !ink(img, (start % w) as u32, (start / w) as u32) {
            continue;
        }
        count += 1;
        let mut stack = vec![start];
        seen[start as usize] = true;
        while let Some(i) = stack.pop() {
            let (x, y) = (i % w, i / w);
            for (dx, dy) in [
                (-1, -1),
                (0, -1),
                (1, -1),
                (-1, 0),
                (1, 0),
                (-1, 1),
                (0, 1),
                (1, 1),
            ] {
                let (nx, ny) = (x + dx, y + dy);
                let j = ny * w + nx;
                if (0..w).contains(&nx)
                    && (0..h).contains(&ny)
                    && !seen[j as usize]
                    && ink(img, nx as u32, ny as u32)
                {
                    seen[j as usize] = true;
                    stack.push(j);
                }
            }
        }
    }
    count
}

/// How far the ink of `part` is from the best-matching place in `whole` (mean difference per
/// pixel of `part`'s ink box, 0 to 255: small where `whole` shows `part` as it is), and the
/// middle of that place.
fn best_match(whole: &Image, part: &Image) -> (f32, u32) {
    let [l, t, r, b] = ink_box(part);
    let (pw, ph) = (r - l + 1, b - t + 1);
    let grey = |img: &Image, x: u32, y: u32| f32::from(img.pixel(x, y).map_or(0, |p| p[0]));
    let mut best = (f32::MAX, 0);
    for oy in 0..=whole.height.saturating_sub(ph) {
        for ox in 0..=whole.width.saturating_sub(pw) {
            let mut diff = 0.0;
            for y in 0..ph {
                for x in 0..pw {
                    diff += (grey(whole, ox + x, oy + y) - grey(part, l + x, t + y)).abs();
                }
            }
            let diff = diff / (pw * ph) as f32;
            if diff < best.0 {
                best = (diff, ox + pw / 2);
            }
        }
    }
    best
}

#[test]
fn an_arabic_word_is_joined_and_starts_at_the_right() {
    // حكم: three letters without dots that join: one shape; drawn apart, each letter is one or
    // more (the lone kaf has its small mark).
    let word = draw("حكم", "joined");
    assert_eq!(shapes(&word), 1, "حكم is one joined shape");
    let letters = draw("ح ك م", "apart");
    assert!(
        shapes(&letters) >= 3,
        "apart, its letters are at least three shapes"
    );
    // لم: the lam, its first letter, is the tall stroke; read from the right, it is on the right.
    let lm = draw("لم", "lam-mim");
    let [l, top, r, _] = ink_box(&lm);
    let tallest = (l..=r).find(|&x| ink(&lm, x, top)).unwrap();
    assert!(
        tallest > (l + r) / 2,
        "the lam's top at x = {tallest} should be right of the middle of {l}..{r}"
    );
}

#[test]
fn a_value_inside_an_arabic_sentence_reads_left_to_right_and_whole() {
    gametree::i18n::set(gametree::i18n::Locale::parse("ar").unwrap());
    let sentence = gametree::i18n::tr!("report-value-for", value = "+0.25", side = "X");
    gametree::i18n::set(gametree::i18n::Locale::ENGLISH);
    let whole = draw(&sentence, "value-in-sentence");
    let (right, at) = best_match(&whole, &draw("+0.25", "value"));
    let (reversed, _) = best_match(&whole, &draw("52.0+", "value-reversed"));
    assert!(
        right < 12.0 && right * 3.0 < reversed,
        "+0.25 found at {right}, 52.0+ at {reversed}"
    );
    // The value comes first in the sentence: read from the right, it is at the right.
    let [l, _, r, _] = ink_box(&whole);
    assert!(at > (l + r) / 2, "+0.25 at x = {at}, in {l}..{r}");
}

#[test]
fn persian_digits_are_drawn_in_persian() {
    gametree::i18n::set(gametree::i18n::Locale::parse("fa").unwrap());
    let depth = gametree::i18n::tr!("live-depth", depth = 12u32);
    gametree::i18n::set(gametree::i18n::Locale::ENGLISH);
    let whole = draw(&depth, "persian-depth");
    let twelve = draw("۱۲", "persian-12");
    let (persian, _) = best_match(&whole, &twelve);
    let (latin, _) = best_match(&whole, &draw("12", "latin-12"));
    assert!(
        persian < 12.0 && persian * 3.0 < latin,
        "۱۲ at {persian}, 12 at {latin}"
    );
    // Drawn as digits, not as the missing-glyph boxes every unknown character shares.
    let (other, _) = best_match(&draw("۳۴", "persian-34"), &twelve);
    assert!(other > 3.0 * persian.max(1.0), "۱۲ looks like ۳۴: {other}");
}
