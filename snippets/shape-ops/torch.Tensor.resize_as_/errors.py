import torch

w = torch.zeros(3, requires_grad=True)
try:
    w.resize_as_(torch.empty(2))
except RuntimeError as e:
    print("requires_grad: RuntimeError -", e)
with torch.no_grad():
    try:
        w.resize_as_(torch.empty(2))
    except RuntimeError as e:
        print("also under no_grad: RuntimeError -", e)
print("detach() first works:", w.detach().resize_as_(torch.empty(2)).shape)
try:
    torch.zeros(4).resize_as_(torch.empty(2, 2), torch.contiguous_format)
except TypeError as e:
    print("memory_format passed positionally: TypeError -", e)
try:
    torch.zeros(4).resize_as_(tensor=torch.empty(2, 2))
except TypeError as e:
    print("keyword tensor=: TypeError -", e)
print("keyword the_template= works:", torch.zeros(4).resize_as_(the_template=torch.empty(2, 2)).shape)
