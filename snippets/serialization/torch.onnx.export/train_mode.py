# timeout: 60
import warnings
import onnx
import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5))
x = torch.randn(2, 4)
for mode in ["train", "eval"]:
    getattr(model, mode)()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.onnx.export(model, (x,), f"{mode}.onnx", verbose=False)
    ops = [n.op_type for n in onnx.load(f"{mode}.onnx").graph.node]
    notes = [str(w.message) for w in caught if "training mode" in str(w.message)]
    print(f"model.{mode}(): operators {ops}")
    for note in notes:
        print("  UserWarning:", note)
