from torch.fx.experimental.symbolic_shapes import GuardOnDataDependentSymNode, ShapeEnv

env = ShapeEnv()
u = env.create_unbacked_symint()  # a size known only at run time, e.g. from nonzero()
print("u:", u, "| type:", type(u).__name__, "| u + 1:", u + 1)
try:
    bool(u > 3)  # a Python decision on an unknown value
except GuardOnDataDependentSymNode as e:
    print(type(e).__name__ + ":", str(e).splitlines()[0])
