import torch
import torch.nn.functional as F
from torch import nn

x = torch.tensor([-3.0, 0.0, 3.0])
forms = {
    "nn.Sigmoid()(x)": nn.Sigmoid()(x),
    "torch.sigmoid(x)": torch.sigmoid(x),
    "x.sigmoid()": x.sigmoid(),
    "F.sigmoid(x)": F.sigmoid(x),
    "torch.special.expit(x)": torch.special.expit(x),
}
for name, value in forms.items():
    print(f"{name:24s}", value)
print("all equal:",
      all(torch.equal(v, forms["torch.sigmoid(x)"]) for v in forms.values()))

y = x.clone()
y.sigmoid_()  # in-place form
print("after y.sigmoid_():", y)
print("torch has 'sigmod':", hasattr(torch, "sigmod"))
