# timeout: 60
import torch

model = torch.nn.Sequential(torch.nn.Linear(3, 2), torch.nn.ReLU()).eval()
x = torch.randn(1, 3)
program = torch.onnx.export(model, (x,), verbose=False)      # no file name: keep it in memory
print("returned:", type(program).__name__)
print("graph inputs:", [i.name for i in program.model_proto.graph.input])
program.save("model.onnx")
with torch.no_grad():
    print("program(x) (runs ONNX Runtime) matches model(x):", torch.allclose(program(x)[0], model(x), atol=1e-6))
