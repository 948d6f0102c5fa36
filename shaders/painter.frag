// Plain shapes take their vertex colour; text multiplies it by the glyph's coverage (R8 atlas).
in vec2 v_uv;
in vec4 v_color;

uniform sampler2D u_atlas;

out vec4 o_color;

void main() {
    float coverage = v_uv.x < 0.0 ? 1.0 : texture(u_atlas, v_uv).r;
    o_color = vec4(v_color.rgb, v_color.a * coverage);
}
