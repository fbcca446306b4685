import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 2)
compiled = torch.compile(model, backend="aot_eager")

x = torch.randn(4, 3)
print("type:", type(compiled).__name__)
print("same output:", torch.allclose(compiled(x), model(x)))
print("shares parameters:", compiled.weight is model.weight)
print("state_dict keys of the model:   ", list(model.state_dict()))
print("state_dict keys of the compiled:", list(compiled.state_dict()))
print("the original module:", compiled._orig_mod is model)

# nn.Module.compile() compiles in place and keeps the module (and its state_dict keys) unchanged
model.compile(backend="aot_eager")
print("after model.compile(): type", type(model).__name__, " keys", list(model.state_dict()))
print("still the same output:", torch.allclose(model(x), compiled(x)))
