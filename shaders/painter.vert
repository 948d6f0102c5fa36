// Every shape of a scene: positions in pixels (origin top-left, y down) become clip space here.
// A vertex with uv.x < 0 is a plain coloured shape; otherwise it samples the glyph atlas.
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_color;

uniform vec2 u_size;

out vec2 v_uv;
out vec4 v_color;

void main() {
    vec2 ndc = a_pos / u_size * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
    v_uv = a_uv;
    v_color = a_color;
}
